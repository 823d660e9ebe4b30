import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A tiny stand-in for the web app's build (apps/web/dist): the page, one hashed asset and one other
 * file, with the .br/.gz copies the build writes beside them (vite-plugin-compression2), so tests of what the server does with it need no Vite build and always see the same routes.
 * `manifest`: also Vite's manifest (`.vite/manifest.json`) as it describes such a build, and
 * `firstScreens` the list of signed-in pages' first modules the build writes beside it
 * (`.vite/first-screens.json`, apps/web/first-screens-plugin.ts).
 */
export function webDistFixture(
  manifest?: Record<string, unknown>,
  firstScreens?: {
    path: string;
    modules: string[];
    requests?: { always: string[]; withoutQuery: string[] };
  }[],
): string {
  const webDist = mkdtempSync(join(tmpdir(), 'sorted-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Sorted</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
  if (manifest) {
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  if (manifest && firstScreens) {
    writeFileSync(join(webDist, '.vite', 'first-screens.json'), JSON.stringify(firstScreens));
  }
  return webDist;
}
