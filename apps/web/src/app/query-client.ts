import { QueryClient } from '@tanstack/react-query';
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
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. Its provider wraps the main layout only (app/layouts/with-queries.tsx), so
 * the sign-in page does not download TanStack Query until a screen there needs it.
 */
export const queryClient = createQueryClient();
