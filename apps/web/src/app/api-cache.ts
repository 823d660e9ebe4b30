/**
 * The service worker's copy of the API's last answers (its runtime cache, apps/web/pwa-options.ts),
 * which app/offline-data.ts deletes when the user changes. Alone in this file because the build's
 * configuration imports it too.
 */
export const API_CACHE = 'sorted-api';
