import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreens } from './first-screens-plugin.ts';
import { localeShell } from './locale-shell-plugin.ts';
import { mantineUseId } from './mantine-use-id.ts';
import { pwaOptions } from './pwa-options.ts';
import { quietHead } from './quiet-head-plugin.ts';
import { unusedMantineCss } from './unused-mantine-css.ts';

// A module path (`[\\/]` for either separator) as a pattern, for the chunk groups below.
const path = (...parts: string[]) => parts.join('[\\\\/]');
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));

// Few, large chunks for the first screens. On a phone each file costs a round trip, and a browser asks
// one server for six at a time over HTTP/1.1: left to itself the bundler cut the app into ~150 chunks
// (a Mantine component or an icon each), and the dashboard waited on some 70 requests, the sign-in
// page on 20 (Lighthouse mobile: LCP 4.5 s and 3.7 s). Each group takes its modules' dependencies too.
const CHUNK_GROUPS = [
  // What the entry runs, the sign-in layout and the sign-in screen: all /login needs, in one file.
  {
    name: 'start',
    test: anyOf(
      `${path('src', 'app', 'main')}\\.tsx$`,
      'auth-layout-route\\.tsx$',
      `${path('routes', 'login-screen')}\\.tsx$`,
    ),
    priority: 7,
  },
  // The query cache alone: the first screen's data request needs it (app/router.tsx, preloadScreen), and
  // leaves without waiting for the frame's larger file.
  {
    name: 'query',
    test: anyOf(
      `${path('src', 'app', 'query-client')}\\.ts$`,
      `${path('src', 'lib', '(query-keys|json-api)')}\\.ts$`,
      path('node_modules', '@tanstack', ''),
    ),
    priority: 6,
  },
  // What the frame, the screens and the forms all use of core: money, dates, identifiers checked by
  // their rules, documents' totals. Left to the forms group, these would
  // make every screen that shows an ABN or a total load the forms. Also how core's texts join i18next:
  // left to the messages group (its first user), it made every signed-in page load every language's
  // validation messages (28 KB brotli) for the notifications' three lines.
  {
    name: 'basics',
    test: anyOf(
      path('packages', 'core', 'src', '(money|dates)', ''),
      path('packages', 'core', 'src', '(identifiers[\\\\/](abn|acn)|sales-documents[\\\\/]totals)'),
      `${path('src', 'lib', 'core-texts')}\\.ts$`,
    ),
    priority: 5,
  },
  // Every language's validation messages and what reads them: a screen that only reports a refusal
  // (the invoice list's send) needs them without the forms.
  {
    name: 'messages',
    test: anyOf(
      `${path('src', 'lib', '(validation-errors|refusal-text)')}\\.ts$`,
      path('packages', 'core', 'src', 'i18n', 'validation-(texts|messages)'),
    ),
    priority: 4,
  },
  // The date and number fields (a calendar, dayjs's languages, the number formatting): more than half of
  // what the forms weigh, and a form without them (the BAS's PAYG option, a client) does not wait for them.
  {
    name: 'rich-fields',
    test: anyOf(
      `${path('src', 'ui', 'date-field')}\\.tsx$`,
      path('node_modules', '(@mantine[\\\\/]dates|dayjs|react-number-format)', ''),
      path('@mantine', 'core', 'esm', 'components', '(NumberInput|NumberFormatter)', ''),
    ),
    priority: 3,
  },
  // Forms: validation, the form state, saving.
  // A screen that shows no form until asked (the dashboard, the lists) does not wait for them.
  {
    name: 'forms',
    test: anyOf(
      `${path('src', 'lib', 'form')}\\.ts$`,
      `${path('src', 'ui', 'use-save-form')}\\.tsx?$`,
      path('packages', 'core', 'src', 'identifiers', 'payid'),
      `${path('(businesses|expenses)', 'components', '(payid-kind|business-use-input)')}\\.tsx$`,
      path('node_modules', '(@mantine[\\\\/]form|zod)', ''),
    ),
    priority: 2,
  },
  // The signed-in frame and what most screens share (icons, cards, grids, ui/, lib/, money and dates):
  // with the query cache, what every signed-in page loads, so that a screen adds one small file.
  {
    name: 'frame',
    test: anyOf(
      'main-layout-route\\.tsx$',
      path('src', '(ui|lib)', ''),
      path('node_modules', '@tabler', ''),
      path(
        '@mantine',
        'core',
        'esm',
        'components',
        '(Badge|Breadcrumbs|Card|Collapse|Grid|Modal|Progress|SimpleGrid|Skeleton|Title)',
        '',
      ),
    ),
    priority: 1,
  },
];

// react-router names only its development build in its package exports (remix-run/react-router#14102):
// a production build would ship its development warnings, and the checks behind them. Its production
// build, the same code with the warnings switched off, is in the package beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    localeShell(),
    mantineUseId(),
    VitePWA(pwaOptions),
    quietHead(),
    unusedMantineCss(),
    firstScreens(),
    // Brotli and gzip copies beside each file, which the server sends as they are (preCompressed):
    // compressed once at build time instead of on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // The texts as JSON.parse of a string rather than an object literal: a phone parses the string several
  // times faster than it runs the literal (the English file, 117 KB, took ~30 ms to evaluate unthrottled).
  json: { stringify: true, namedExports: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // The production server serves this folder (apps/api/src/plugins/spa.ts).
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server names the signed-in frame's files in the page of a visitor with
    // a session (apps/api/src/plugins/signed-in-page.ts).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    // The start chunk is React, the router, i18next and the sign-in kit together (~600 KB, 185 KB gzip).
    chunkSizeWarningLimit: 700,
  },
}));
