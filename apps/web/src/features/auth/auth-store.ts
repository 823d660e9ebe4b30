import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, STORAGE_KEYS, sessionStore, storage } from '../../lib/storage.ts';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
  /** Where the profile image is served, or null (the avatar shows the name's first letter). */
  profileImageUrl: string | null;
}

export interface AuthState {
  authenticated: boolean;
  user: AuthUser | null;
  /** Where a signed-out visitor wanted to go (path, search and hash), to return there after sign-in. */
  intended: string | null;
  /** The start-up session check is over (or was not needed). */
  hydrated: boolean;
  /** The server has been asked about the session at least once in this page load. */
  sessionChecked: boolean;
  /**
   * The user signed out from the menu: the protected page they were on is not an intended path (its
   * guard sends them to the sign-in page without remembering it). Cleared by the next sign-in.
   */
  signedOutOnPurpose: boolean;
}

const initialState: AuthState = {
  authenticated: false,
  user: null,
  intended: null,
  hydrated: false,
  sessionChecked: false,
  signedOutOnPurpose: false,
};

let state: AuthState = initialState;
const listeners = new Set<() => void>();

function update(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/**
 * The signed-in state, a module store so code outside React (the API client on a 401) can change it;
 * components read it with `useAuth()`.
 */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(user: AuthUser): void {
    storage.set(STORAGE_KEYS.authHint, '1');
    storage.set(STORAGE_KEYS.roles, JSON.stringify(user.roles));
    update({ authenticated: true, user, sessionChecked: true, signedOutOnPurpose: false });
  },
  /**
   * Forgets the user locally, including the hint that a session might exist. `onPurpose`: a sign-out
   * from the menu, after which the next sign-in starts at the dashboard, not at an intended path.
   */
  signedOut({ onPurpose = false }: { onPurpose?: boolean } = {}): void {
    storage.remove(STORAGE_KEYS.authHint);
    storage.remove(STORAGE_KEYS.roles);
    // The page a lost session leaves behind is remembered for its owner only (see landingAfterSignIn).
    if (onPurpose) sessionStore.remove(SESSION_KEYS.sessionLostBy);
    else if (state.user) sessionStore.set(SESSION_KEYS.sessionLostBy, state.user.id);
    update({
      authenticated: false,
      user: null,
      signedOutOnPurpose: onPurpose,
      ...(onPurpose ? { intended: null } : {}),
    });
  },
  /** Changes of the signed-in user's own details (profile screen), shown at once in the top bar. */
  updateUser(patch: Partial<Omit<AuthUser, 'id'>>): void {
    if (state.user) update({ user: { ...state.user, ...patch } });
  },
  sessionChecked(): void {
    update({ sessionChecked: true });
  },
  setIntended(path: string | null): void {
    update({ intended: path });
  },
  markHydrated(): void {
    if (!state.hydrated) update({ hydrated: true });
  },
  /** Back to the state of a fresh page load; for tests. */
  reset(): void {
    state = initialState;
    for (const listener of listeners) listener();
  },
};

export function hasAuthHint(): boolean {
  return storage.get(STORAGE_KEYS.authHint) === '1';
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}
