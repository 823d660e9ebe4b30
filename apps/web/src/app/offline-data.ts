import { authStore, hasAuthHint } from '../features/auth/auth-store.ts';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import { API_CACHE } from './api-cache.ts';

function forgetApiAnswers(): void {
  // Cache Storage exists in secure contexts only (https, localhost).
  if (!('caches' in window)) return;
  window.caches.delete(API_CACHE).catch((error: unknown) => {
    console.error('Could not delete the offline copy of the data', error);
  });
}

/**
 * The answers kept for offline use belong to one person: they go when that person signs out or loses
 * their session, and when someone else signs in on this browser (who may not have signed the last
 * one out, e.g. their session expired while the browser was closed). Whose they are is remembered
 * across page loads. A failed session check (offline) changes nobody, so the copy stays for the app
 * to open offline.
 */
export function keepOfflineDataToItsOwner(): () => void {
  return authStore.subscribe(() => {
    const { authenticated, user } = authStore.getState();
    // Signed out for sure: the hint that a session may exist went with the sign-out. While it is
    // there, nobody signed in yet may only mean that the server could not be asked.
    if (!authenticated && hasAuthHint()) return;
    const owner = storage.get(STORAGE_KEYS.offlineDataOwner);
    const current = authenticated && user ? user.id : null;
    if (current === owner) return;
    forgetApiAnswers();
    if (current === null) storage.remove(STORAGE_KEYS.offlineDataOwner);
    else storage.set(STORAGE_KEYS.offlineDataOwner, current);
  });
}
