import { QueryClient } from '@tanstack/react-query';
import { authStore } from '../features/auth/auth-store.ts';
import { ApiError } from '../lib/api.ts';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One more try for network and server failures; a 4xx will not change by asking again.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Offline, a call is made and fails (the screen then says the connection is down) rather than
        // waiting, paused, behind a spinner that never ends.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Empties the cache when the signed-in user leaves (signing out, or a 401 that ended the session) or
 * another takes their place: its answers were that user's, and the next person to sign in on this
 * browser must not see them, not even for the frame before their own arrive. The auth store tells its
 * listeners before React draws again, so no screen reads the old answers after the change. Signing in
 * after being nobody keeps the cache: a signed-out visitor's screens hold nobody's data.
 */
export function clearWhenTheUserChanges(client: QueryClient): () => void {
  const signedInUser = () => {
    const { authenticated, user } = authStore.getState();
    return authenticated && user ? user.id : null;
  };
  let owner = signedInUser();
  return authStore.subscribe(() => {
    const current = signedInUser();
    if (current === owner) return;
    if (owner !== null) client.clear();
    owner = current;
  });
}

/**
 * The app's one query cache. Its provider wraps the main layout only (app/layouts/with-queries.tsx), so
 * the sign-in page does not download TanStack Query until a screen there needs it.
 */
export const queryClient = createQueryClient();
clearWhenTheUserChanges(queryClient);
