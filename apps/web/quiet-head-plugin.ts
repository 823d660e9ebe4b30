import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page's head asks the network for nothing the first screen does not need. The browser fetches a
 * favicon, and a web manifest with its icon, as soon as it reads their links: on a phone, three of the
 * six connections to the server while the first screen's scripts wait for one (Lighthouse mobile counts
 * them in the time to the largest paint). So the favicon is written into the page, and the manifest's
 * link (which vite-plugin-pwa adds) comes out: the app adds it once the page has settled
 * (src/app/web-manifest.ts). Build only: the dev server keeps both.
 */
export function quietHead(): Plugin {
  let publicDir = '';
  return {
    name: 'sorted-quiet-head',
    apply: 'build',
    // After vite-plugin-pwa's own (also 'post'), which adds the manifest's link.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
        const inline = `data:image/svg+xml,${encodeURIComponent(favicon)}`;
        return html
          .replace('href="/favicon.svg"', `href="${inline}"`)
          .replace(/<link rel="manifest"[^>]*>/, '');
      },
    },
  };
}
