import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../features/auth/auth-store.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { API_CACHE } from './api-cache.ts';
import { keepOfflineDataToItsOwner } from './offline-data.ts';

const alex = { id: '1', name: 'Alex', email: 'alex@example.com', roles: ['owner'], profileImageUrl: null };
const sam = { id: '2', name: 'Sam', email: 'sam@example.com', roles: ['owner'], profileImageUrl: null };

describe("the service worker's copy of the data", () => {
  const deleted: string[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    deleted.length = 0;
    authStore.reset();
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    stop = keepOfflineDataToItsOwner();
  });
  afterEach(() => stop());

  it('is kept while the same person comes back, page load after page load', () => {
    authStore.signedIn(alex);
    expect(window.localStorage.getItem(STORAGE_KEYS.offlineDataOwner)).toBe('1');
    deleted.length = 0;
    authStore.reset();
    authStore.signedIn(alex);
    expect(deleted).toEqual([]);
  });

  it('goes when its owner signs out', () => {
    authStore.signedIn(alex);
    deleted.length = 0;
    authStore.signedOut({ onPurpose: true });
    expect(deleted).toEqual([API_CACHE]);
    expect(window.localStorage.getItem(STORAGE_KEYS.offlineDataOwner)).toBeNull();
  });

  it('goes when the session turns out to have ended while the browser was closed', () => {
    window.localStorage.setItem(STORAGE_KEYS.offlineDataOwner, '1');
    authStore.signedOut();
    expect(deleted).toEqual([API_CACHE]);
  });

  it('goes when someone else signs in, though nobody signed the owner out', () => {
    window.localStorage.setItem(STORAGE_KEYS.offlineDataOwner, '1');
    authStore.signedIn(sam);
    expect(deleted).toEqual([API_CACHE]);
    expect(window.localStorage.getItem(STORAGE_KEYS.offlineDataOwner)).toBe('2');
  });

  it('stays when the session could not be checked (offline): the app opens to it', () => {
    window.localStorage.setItem(STORAGE_KEYS.offlineDataOwner, '1');
    window.localStorage.setItem(STORAGE_KEYS.authHint, '1');
    authStore.sessionChecked();
    authStore.markHydrated();
    expect(deleted).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.offlineDataOwner)).toBe('1');
  });
});
