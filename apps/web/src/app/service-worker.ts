import { whenSettled } from '../lib/when-settled.ts';
import { keepOfflineDataToItsOwner } from './offline-data.ts';
import { linkWebManifest } from './web-manifest.ts';

/**
 * Makes the app installable once the page has settled: links the web manifest, and installs the service
 * worker (generated at build by vite-plugin-pwa: the app shell and the API's last answers, for opening
 * offline). Keeps the worker's copy of the data to the person it belongs to. The registration code
 * (workbox-window) is a chunk of its own, fetched a while after the page has loaded, so the first
 * screen neither waits for it nor shares the network with its precache.
 */
export function startServiceWorker(): void {
  keepOfflineDataToItsOwner();
  whenSettled(linkWebManifest);
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW())
      .catch((error: unknown) => console.error('Could not register the service worker', error));
  // Its precache (the whole app shell) downloads as soon as it registers: on a phone that would share
  // the network and the main thread with the first screen's data and drawing (Lighthouse on the
  // dashboard: 300 ms more blocking time).
  whenSettled(() => void register());
}
