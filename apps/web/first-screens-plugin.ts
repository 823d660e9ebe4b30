import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_REQUESTS, SCREEN_REQUESTS } from './src/app/first-requests.ts';

/**
 * A signed-in page, the modules of its screen as Vite's manifest names them (`src/…`), and the API calls
 * it makes first (src/app/first-requests.ts): the frame's, and with no query string also its screen's.
 */
export interface FirstScreen {
  path: string;
  modules: string[];
  requests: { always: readonly string[]; withoutQuery: readonly string[] };
}

const ROUTES = 'src/app/routes.ts';
/** One route of the table: from its `path` to the end of its object. */
const ROUTE = /path: '([^']+)',\s*guard: 'auth',[\s\S]*?\n {2}\}/g;
const IMPORTED = /import\('\.\.\/([^']+)'\)/g;

/**
 * The signed-in pages of app/routes.ts with the modules their screen loads first (its code and its
 * data module), read from the table's source: the routes' imports are calls, which only the bundler
 * follows. A test checks this reading against the table itself (app/first-screens.test.ts).
 */
export function firstScreensOf(routesSource: string): FirstScreen[] {
  return [...routesSource.matchAll(ROUTE)].map(([route, path = '']) => ({
    path,
    modules: [...route.matchAll(IMPORTED)].map(([, module]) => `src/${module}`),
    requests: { always: FRAME_REQUESTS, withoutQuery: SCREEN_REQUESTS[path] ?? [] },
  }));
}

/**
 * Writes dist/.vite/first-screens.json beside Vite's manifest: the server names the opened page's
 * screen files in the page of a visitor with a session (apps/api/src/plugins/signed-in-page.ts), so that
 * they download beside the entry instead of after it has run (on a phone, a round trip saved).
 */
export function firstScreens(): Plugin {
  let root = '';
  return {
    name: 'sorted-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const screens = firstScreensOf(readFileSync(join(root, ROUTES), 'utf8'));
      this.emitFile({ type: 'asset', fileName: '.vite/first-screens.json', source: JSON.stringify(screens) });
    },
  };
}
