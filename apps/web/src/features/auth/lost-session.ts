import { setUnauthorizedHandler } from '../../lib/api.ts';
import { authStore } from './auth-store.ts';
import { LOGIN_PATH, loginPathFor } from './redirect.ts';

type Navigate = (to: string) => void;

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * From now on a 401 from the API means the session is gone: the user is signed out here too, the page
 * they were on is remembered, and they go to the sign-in page through `navigate` (the router's, so
 * without a full reload). Already on the sign-in page, they stay.
 */
export function sendLostSessionsToSignIn(navigate: Navigate | null): void {
  setUnauthorizedHandler(() => {
    authStore.signedOut();
    if (window.location.pathname === LOGIN_PATH) return;
    const intended = currentPath();
    authStore.setIntended(intended);
    const to = loginPathFor(intended);
    if (navigate) navigate(to);
    else window.location.assign(to);
  });
}
