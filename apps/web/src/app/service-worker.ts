import { keepOfflineDataToItsOwner } from './offline-data.ts';

/**
 * Installs the service worker (generated at build by vite-plugin-pwa: the app shell and the API's last
 * answers, for opening offline) and keeps its copy of the data to the person it belongs to. The
 * registration code (workbox-window) is a chunk of its own, fetched once the page has loaded, so the
 * first screen does not wait for it.
 */
export function startServiceWorker(): void {
  keepOfflineDataToItsOwner();
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW())
      .catch((error: unknown) => console.error('Could not register the service worker', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
