import type { SignInDocument } from '@sorted/core/contract/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage.ts';
import { authStore } from '../auth-store.ts';
import { AuthProgress } from '../components/auth-progress.tsx';
import { type GoogleProblem, googleCallbackCheck } from '../google-sign-in.ts';
import { LOGIN_PATH, safeRedirect } from '../redirect.ts';
import { completeSignIn } from '../session.ts';
import { isTwoFactorRequired, TWO_FACTOR_PATH } from '../two-factor-step.ts';

function forgetGoogleRoundTrip(): void {
  sessionStore.remove(SESSION_KEYS.oauthState);
  sessionStore.remove(SESSION_KEYS.oauthRemember);
  sessionStore.remove(SESSION_KEYS.oauthRedirect);
}

function backToLogin(navigate: NavigateFunction, googleError: GoogleProblem): void {
  void navigate(LOGIN_PATH, { replace: true, state: { googleError } });
}

/** How the callback ended: signed in, or an account with two-factor sign-in that still owes a code. */
type GoogleOutcome = 'signed-in' | 'two-factor';

async function finishGoogleSignIn(params: URLSearchParams, code: string): Promise<GoogleOutcome> {
  await ensureCsrfCookie();
  const iss = params.get('iss');
  const answer = await api.post<SignInDocument>(
    '/auth/google/callback',
    {
      code,
      state: params.get('state') ?? '',
      ...(iss ? { iss } : {}),
      remember: sessionStore.get(SESSION_KEYS.oauthRemember) === '1',
    },
    { allowUnauthorized: true },
  );
  const redirect = safeRedirect(sessionStore.get(SESSION_KEYS.oauthRedirect));
  forgetGoogleRoundTrip();
  // The code is spent: keep it out of the address bar and the history.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (redirect) authStore.setIntended(redirect);
  // No session yet: the code step finishes the sign-in and then goes on to the intended path.
  if (isTwoFactorRequired(answer)) return 'two-factor';
  // Signed in: the guest guard moves on to the intended path or the dashboard.
  await completeSignIn();
  return 'signed-in';
}

// A code works once; React may run the effect twice (StrictMode), so each code is sent once per page.
const finishing = new Map<string, Promise<GoogleOutcome>>();

export default function GoogleCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const check = googleCallbackCheck(params, sessionStore.get(SESSION_KEYS.oauthState));
    if (!check.ok) {
      if (check.reason === 'noCode') {
        console.error('Google sign-in: the callback has no code', params.get('error') ?? '');
      } else {
        console.error('OAuth state mismatch');
      }
      forgetGoogleRoundTrip();
      backToLogin(navigate, 'failed');
      return;
    }
    const { code } = check;
    let active = true;
    let attempt = finishing.get(code);
    if (!attempt) {
      attempt = finishGoogleSignIn(params, code);
      finishing.set(code, attempt);
    }
    void attempt.then(
      (outcome) => {
        if (active && outcome === 'two-factor') void navigate(TWO_FACTOR_PATH, { replace: true });
      },
      (error: unknown) => {
        console.error('Google sign-in failed', error);
        forgetGoogleRoundTrip();
        if (active)
          backToLogin(navigate, error instanceof ApiError && error.status === 403 ? 'noEmail' : 'failed');
      },
    );
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return <AuthProgress title={t('screens.googleCallback.title')} text={t('auth.google.finishing')} />;
}
