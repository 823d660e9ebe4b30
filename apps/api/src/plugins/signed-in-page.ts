import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale, pickLocale } from '@sorted/core/i18n/locales';

/** One entry of Vite's build manifest (apps/web/vite.config.ts, `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Says in the page that the request carried a session cookie: the web app then asks for the first
 * screen's code and data beside its session check instead of after it (apps/web/src/app/main.tsx).
 */
const SESSION_MARK = '<meta name="sorted-session" content="cookie">';

/** Where the signed-in frame starts, as the web app's router imports it (app/router.tsx). */
const MAIN_LAYOUT = 'src/app/layouts/main-layout-route.tsx';

/**
 * What the web app's start imports to ask for the first screen's data (app/router.tsx, preloadScreen):
 * the query cache and the frame's data. Named, the data's requests leave a round trip earlier.
 */
const FIRST_DATA = ['src/app/query-client.ts', 'src/app/layouts/frame-data.ts'];

/**
 * A signed-in page, its screen's first modules and its first API calls (apps/web/first-screens-plugin.ts):
 * the frame's always, the screen's only when the page has no query string (a filtered list asks for
 * others). An older build's list has no calls.
 */
interface FirstScreen {
  path: string;
  modules: string[];
  requests?: { always: string[]; withoutQuery: string[] };
}

/** A path parameter the page's calls may carry: an id, nothing that could step to another address. */
const SAFE_PARAMETER = /^[\w-]{1,64}$/;

/**
 * The page's first API calls as a mark at the top of its head, where public/boot.js reads it and sends
 * them before the app's code has arrived (apps/web/src/lib/first-requests.ts hands it the answers).
 * `:name` in a call is the page's own parameter of that name.
 */
function firstRequestsMark(screen: FirstScreen, path: string, hasQuery: boolean): string {
  const requests = [
    ...(screen.requests?.always ?? []),
    ...(hasQuery ? [] : (screen.requests?.withoutQuery ?? [])),
  ];
  const names = screen.path.split('/');
  const values = path.split('/');
  const parameters = new Map<string, string>();
  names.forEach((name, index) => {
    if (name.startsWith(':')) parameters.set(name.slice(1), values[index] ?? '');
  });
  const filled = requests.filter((request) =>
    [...request.matchAll(/:(\w+)/g)].every(([, name = '']) =>
      SAFE_PARAMETER.test(parameters.get(name) ?? ''),
    ),
  );
  if (filled.length === 0) return '';
  const content = filled
    .map((request) => request.replaceAll(/:(\w+)/g, (_, name: string) => parameters.get(name) ?? ''))
    .join(' ')
    .replaceAll('&', '&amp;');
  return `<meta name="sorted-first-requests" content="${content}">`;
}

/** A route's path as a pattern: `:id` stands for any one segment. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** The chunks' style sheets and scripts as preload links, scripts at low priority. */
function preloadLinks(manifest: Record<string, ManifestChunk>, keys: string[]): string {
  const chunks = keys.map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return [
    ...chunks
      .flatMap((chunk) => chunk.css ?? [])
      // crossorigin as the stylesheet link the app adds later has it, else the browser fetches it again.
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" fetchpriority="low" href="/${chunk.file}">`),
  ].join('');
}

/** Every chunk `key` loads before it runs: itself and its static imports, in turn. */
function withImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The page as a visitor with a session gets it: marked so (the web app then asks for the first screen's
 * code and data beside its session check, and the page paints the signed-in frame's outline before any
 * script has run: index.html, ui/global.css), naming in its head what any signed-in page loads only once
 * the entry has run and the session call has answered (the frame's chunks and style sheet, the everyday texts
 * of the browser's language; on a phone each of those steps is a round trip with the network idle), and
 * with every script at low priority: the style sheet, which the outline waits for, then has the
 * connection to itself, and the outline paints while the scripts load. The opened page's first API
 * calls are named at the top of the head, for public/boot.js to send at once. Null when the build has no
 * manifest (tests' made-up builds): the page is then sent as it is.
 */
export function signedInPage(
  distDir: string,
): ((acceptLanguage: string | undefined, path: string, hasQuery: boolean) => string) | null {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[MAIN_LAYOUT]) return null;
  const inEntry = withImports(manifest, 'index.html');
  const frameKeys = withImports(manifest, MAIN_LAYOUT);
  for (const key of FIRST_DATA) withImports(manifest, key, frameKeys);
  const frame = [...frameKeys].filter((key) => !inEntry.has(key));
  const links = preloadLinks(manifest, frame);
  // The opened page's screen: its code and data module, less what the entry and the frame load. Named,
  // they download beside the entry instead of after it has run and asked for them (a round trip).
  const screensPath = join(distDir, '.vite', 'first-screens.json');
  const firstScreens = existsSync(screensPath)
    ? (JSON.parse(readFileSync(screensPath, 'utf8')) as FirstScreen[])
    : [];
  const loaded = new Set([...inEntry, ...frame]);
  const screenLinks = firstScreens
    // A page with a parameter gives way to a fixed one (/bank/rules before /bank/:id).
    .toSorted((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((screen) => {
      const keys = new Set<string>();
      for (const module of screen.modules) withImports(manifest, module, keys);
      const links = preloadLinks(
        manifest,
        [...keys].filter((key) => !loaded.has(key)),
      );
      return { screen, pattern: pathPattern(screen.path), links };
    });
  // Each language's chunk of texts, as a preload link (markup, not texts: a Map, not a table of texts).
  // Each language's everyday texts (apps/web/locale-shell-plugin.ts): a module the build makes from the
  // language's file, which the manifest names by its full path on the building machine.
  const languageChunks = new Map<Locale, string>(
    LOCALES.map((locale) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(`src/locales/${locale}.json?everyday`));
      const file = key ? manifest[key]?.file : undefined;
      return [locale, file ? `<link rel="modulepreload" fetchpriority="low" href="/${file}">` : ''];
    }),
  );
  const page = readFileSync(join(distDir, 'index.html'), 'utf8').replace(
    /<(script type="module"|link rel="modulepreload")/g,
    '<$1 fetchpriority="low"',
  );
  // The language the web app starts in when none was chosen on this browser before: the browser's own.
  // The mark opens the head, so that public/boot.js, which runs before the rest is parsed, sees it.
  return (acceptLanguage, path, hasQuery) => {
    const opened = screenLinks.find(({ pattern }) => pattern.test(path));
    const requests = opened ? firstRequestsMark(opened.screen, path, hasQuery) : '';
    const texts = languageChunks.get(pickLocale(acceptLanguage)) ?? '';
    return page
      .replace('<head>', `<head>${SESSION_MARK}${requests}`)
      .replace('</head>', `${links}${opened?.links ?? ''}${texts}</head>`);
  };
}
