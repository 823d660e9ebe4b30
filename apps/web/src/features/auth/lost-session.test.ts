import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../../lib/api.ts';
import { authStore } from './auth-store.ts';
import { sendLostSessionsToSignIn } from './lost-session.ts';

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/vnd.api+json' },
        }),
    ),
  );
}

const user = { id: '1', name: 'Alex', email: 'alex@example.com', roles: ['owner'], profileImageUrl: null };

beforeEach(() => {
  authStore.reset();
  window.history.replaceState(null, '', '/');
});

afterEach(() => setUnauthorizedHandler(null));

describe('a lost session (401)', () => {
  it('clears the session and auth_hint, remembers the path and navigates to the sign-in page', async () => {
    authStore.signedIn(user);
    expect(window.localStorage.getItem('auth_hint')).toBe('1');
    window.history.replaceState(null, '', '/invoice/list?page=2');
    const navigate = vi.fn();
    sendLostSessionsToSignIn(navigate);
    respond(401, { errors: [{ status: '401', title: 'Unauthorized' }] });

    await expect(api.get('/invoices')).rejects.toMatchObject({ status: 401 });

    expect(authStore.getState()).toMatchObject({
      authenticated: false,
      user: null,
      intended: '/invoice/list?page=2',
    });
    expect(window.localStorage.getItem('auth_hint')).toBeNull();
    expect(window.localStorage.getItem('roles')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Finvoice%2Flist%3Fpage%3D2');
    // Whose page it was, so that only they return to it.
    expect(window.sessionStorage.getItem('session_lost_by')).toBe('1');
  });

  it('forgets whose page it was when the next person signs out from the menu', () => {
    window.sessionStorage.setItem('session_lost_by', '1');
    authStore.signedIn({ ...user, id: '2' });
    authStore.signedOut({ onPurpose: true });
    expect(window.sessionStorage.getItem('session_lost_by')).toBeNull();
  });

  it('does not navigate when already on the sign-in page', async () => {
    window.history.replaceState(null, '', '/login');
    const navigate = vi.fn();
    sendLostSessionsToSignIn(navigate);
    respond(401);

    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is just an answer when the caller allows it (session check, sign-in form)', async () => {
    authStore.signedIn(user);
    const navigate = vi.fn();
    sendLostSessionsToSignIn(navigate);
    respond(401);

    await expect(api.get('/me', { allowUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(authStore.getState().authenticated).toBe(true);
  });
});
