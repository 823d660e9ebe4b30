import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../features/auth/auth-store.ts';
import { sendLostSessionsToSignIn } from '../features/auth/lost-session.ts';
import { ApiError, api, setUnauthorizedHandler } from '../lib/api.ts';
import { clearWhenTheUserChanges, createQueryClient } from './query-client.ts';

describe('query client', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry;
  const shouldRetry = (failures: number, error: unknown) =>
    typeof retry === 'function' ? retry(failures, error as Error) : retry;

  it('retries a query once after a network or server failure', () => {
    expect(shouldRetry(0, new ApiError(500, []))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, []))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, []))).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(shouldRetry(0, new ApiError(status, []))).toBe(false);
  });

  it('does not refetch on window focus, nor retry mutations', () => {
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});

describe('the cache on a shared computer', () => {
  const alex = { id: '1', name: 'Alex', email: 'alex@example.com', roles: ['owner'], profileImageUrl: null };
  const sam = { id: '2', name: 'Sam', email: 'sam@example.com', roles: ['owner'], profileImageUrl: null };
  let stop: () => void = () => undefined;
  const cacheOf = (signedIn: typeof alex | null) => {
    authStore.reset();
    if (signedIn) authStore.signedIn(signedIn);
    const client = createQueryClient();
    stop = clearWhenTheUserChanges(client);
    client.setQueryData(['customers'], ['Bondi Bakery']);
    return client;
  };

  beforeEach(() => window.history.replaceState(null, '', '/clients'));
  afterEach(() => {
    stop();
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  it('forgets the answers when the user signs out', () => {
    const client = cacheOf(alex);
    authStore.signedOut({ onPurpose: true });
    expect(client.getQueryData(['customers'])).toBeUndefined();
  });

  it('forgets them on a 401 that ends the session, before anything else can read them', async () => {
    const client = cacheOf(alex);
    let seenOnSignOut: unknown = 'not signed out';
    authStore.subscribe(() => {
      if (!authStore.getState().authenticated) seenOnSignOut = client.getQueryData(['customers']);
    });
    sendLostSessionsToSignIn(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    await expect(api.get('/customers')).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryData(['customers'])).toBeUndefined();
    expect(seenOnSignOut).toBeUndefined();
  });

  it('forgets them when someone else signs in in their place', () => {
    const client = cacheOf(alex);
    authStore.signedIn(sam);
    expect(client.getQueryData(['customers'])).toBeUndefined();
  });

  it('keeps them while the same user stays, and a signed-out visitor’s when they sign in', () => {
    const client = cacheOf(alex);
    authStore.updateUser({ name: 'Alex Citizen' });
    authStore.signedIn(alex);
    expect(client.getQueryData(['customers'])).toEqual(['Bondi Bakery']);
    const guest = cacheOf(null);
    authStore.signedIn(sam);
    expect(guest.getQueryData(['customers'])).toEqual(['Bondi Bakery']);
  });
});
