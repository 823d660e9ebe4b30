import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SESSION_KEYS, sessionStore } from '../../lib/storage.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { authStore, hasAuthHint, useAuth } from './auth-store.ts';
import { LOGIN_PATH, landingAfterSignIn, loginPathFor } from './redirect.ts';
import { checkSession } from './session.ts';

export type Guard = 'auth' | 'guest' | 'none';

function RedirectToLogin() {
  const location = useLocation();
  const intended = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => authStore.setIntended(intended), [intended]);
  return <Navigate to={loginPathFor(intended)} replace />;
}

/**
 * `auth`: signed-in users only; others go to /login?redirect=<path>, the path remembered as intended.
 * `guest`: signed-out visitors only; a signed-in user goes on to where sign-in leads (see afterSignInPath).
 * `none`: everyone; when the `auth_hint` flag suggests a session it is confirmed in the background,
 * so the top bar can show the user menu.
 * The server is asked at most once per page load, and only when the answer could change what happens.
 */
export function RouteGuard({
  guard,
  children,
  pending = <FullPageLoader />,
}: {
  guard: Guard;
  children: ReactNode;
  /** Shown while the session is being checked. */
  pending?: ReactNode;
}) {
  const auth = useAuth();
  const location = useLocation();
  const mustAsk = !auth.authenticated && !auth.sessionChecked && hasAuthHint();

  useEffect(() => {
    if (mustAsk) void checkSession();
  }, [mustAsk]);

  if (guard === 'none') return children;
  if (!auth.hydrated || mustAsk) return pending;
  if (guard === 'auth') {
    if (auth.authenticated) return children;
    // Signing out from the menu leaves this page without making it the page to come back to.
    return auth.signedOutOnPurpose ? <Navigate to={LOGIN_PATH} replace /> : <RedirectToLogin />;
  }
  // Signing in on a guest screen lands here too: on to the `redirect` parameter, the intended path or
  // the dashboard (always the dashboard for someone other than the person whose session was lost here).
  return auth.authenticated ? (
    <Navigate
      to={landingAfterSignIn(
        location.search,
        auth.intended,
        sessionStore.get(SESSION_KEYS.sessionLostBy),
        auth.user?.id,
      )}
      replace
    />
  ) : (
    children
  );
}
