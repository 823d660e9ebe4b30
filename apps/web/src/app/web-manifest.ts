/** Where the build writes the web manifest (vite-plugin-pwa, apps/web/pwa-options.ts). */
export const WEB_MANIFEST = '/manifest.webmanifest';

/**
 * Links the web manifest, which makes the app installable. Not in the page as sent: the browser would
 * fetch it and its icon beside the first screen's scripts (apps/web/quiet-head-plugin.ts).
 */
export function linkWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST;
  document.head.append(link);
}
