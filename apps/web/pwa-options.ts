import type { VitePWAOptions } from 'vite-plugin-pwa';
import { API_CACHE } from './src/app/api-cache.ts';
import { WEB_MANIFEST } from './src/app/web-manifest.ts';

/** Indigo 7, the theme's primary shade (src/app/theme.ts) and the favicon's ground. */
export const THEME_COLOUR = '#4263eb';

/**
 * Sorted as an installable app: the manifest, and a service worker (Workbox, generated at build) that
 * keeps the app shell and the last answers of the API so the app opens offline.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  // The server and the web app are one release: as soon as a new service worker is installed, it takes
  // over and the page reloads on the new code (virtual:pwa-register, from src/app/service-worker.ts),
  // rather than an old shell running against a new API until every tab is closed. The browser looks
  // for a new worker when a page is loaded (navigation inside the app is not a load), so this happens
  // just after opening, before anything is typed.
  registerType: 'autoUpdate',
  // Registered from the app's code, after the first screen (src/app/service-worker.ts).
  injectRegister: false,
  // Linked by the app once the page has settled (src/app/web-manifest.ts).
  manifestFilename: WEB_MANIFEST.slice(1),
  manifest: {
    name: 'Sorted',
    short_name: 'Sorted',
    description: 'Invoicing, clients and tax for Australian small businesses.',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/dashboard/overview',
    scope: '/',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: the page, every script and style chunk, the boot script and the icons.
    globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
    // What autoUpdate means (stated: the plugin sets it only when it injects the registration itself).
    skipWaiting: true,
    clientsClaim: true,
    navigateFallback: '/index.html',
    // The API answers for itself; a client's page gets its own headers from the server (no referrer,
    // no indexing), which a copy of index.html would not carry.
    navigateFallbackDenylist: [/^\/api\//, /^\/p\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The app's data (JSON:API answers, never files): from the network while there is one, else the
        // last answer seen, so the app opens offline to what was last on screen. Only 200s are kept.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith('/api/v1/') &&
          url.pathname !== '/api/v1/csrf-cookie' &&
          (request.headers.get('Accept') ?? '').startsWith('application/vnd.api+json'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: API_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
