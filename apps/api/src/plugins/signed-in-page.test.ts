import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { webDistFixture } from '../test/web-dist.ts';

// Vite's manifest of a build like the web app's: the entry with the start chunk, the signed-in frame's
// layout with a chunk and a style sheet of its own, and two languages' texts.
const webDist = webDistFixture(
  {
    'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_start-S1.js'] },
    '_start-S1.js': { file: 'assets/start-S1.js', css: ['assets/start-S1.css'] },
    'src/app/layouts/main-layout-route.tsx': {
      file: 'assets/main-layout-route-M1.js',
      isDynamicEntry: true,
      imports: ['_start-S1.js', '_frame-F1.js'],
    },
    '_frame-F1.js': { file: 'assets/frame-F1.js', imports: ['_start-S1.js'], css: ['assets/frame-F1.css'] },
    'src/app/query-client.ts': {
      file: 'assets/query-client-Q1.js',
      isDynamicEntry: true,
      imports: ['_query-Q2.js'],
    },
    '_query-Q2.js': { file: 'assets/query-Q2.js' },
    'src/app/layouts/frame-data.ts': {
      file: 'assets/frame-data-FD1.js',
      isDynamicEntry: true,
      imports: ['_frame-F1.js'],
    },
    '/build/apps/web/src/locales/en.json?everyday': { file: 'assets/en-E1.js', isDynamicEntry: true },
    '/build/apps/web/src/locales/de.json?everyday': { file: 'assets/de-D1.js', isDynamicEntry: true },
    '/build/apps/web/src/locales/en.json?occasional': { file: 'assets/en-O1.js', isDynamicEntry: true },
    'src/features/bank/routes/bank-rules-screen.tsx': {
      file: 'assets/bank-rules-screen-R1.js',
      isDynamicEntry: true,
      imports: ['_start-S1.js', '_frame-F1.js', '_bank-B1.js'],
    },
    'src/features/bank/routes/bank-account-screen.tsx': {
      file: 'assets/bank-account-screen-A1.js',
      isDynamicEntry: true,
      imports: ['_frame-F1.js', '_bank-B1.js'],
      css: ['assets/bank-account-screen-A1.css'],
    },
    'src/features/bank/bank.ts': { file: 'assets/bank-data-D1.js', imports: ['_bank-B1.js'] },
    '_bank-B1.js': { file: 'assets/bank-B1.js', imports: ['_start-S1.js'] },
  },
  [
    {
      path: '/bank/:id',
      modules: ['src/features/bank/routes/bank-account-screen.tsx', 'src/features/bank/bank.ts'],
      requests: {
        always: ['/me?include=roles'],
        withoutQuery: ['/bank-accounts/:id', '/bank-lines?account=:id&page[size]=50'],
      },
    },
    {
      path: '/bank/rules',
      modules: ['src/features/bank/routes/bank-rules-screen.tsx'],
      requests: { always: ['/me?include=roles'], withoutQuery: [] },
    },
    // As an older build wrote the list: no calls.
    { path: '/profile', modules: ['src/features/profile/routes/profile-screen.tsx'] },
  ],
);

const session = { cookie: 'sorted_session=any' };

describeOnEachDatabase(
  "the page names the signed-in frame's files to a visitor with a session",
  (use) => {
    it('names the frame, its style sheet and the texts of the browser’s language, not the entry’s files', async () => {
      const { app } = use();
      const english = await app.inject({ method: 'GET', url: '/dashboard/overview', headers: session });
      expect(english.statusCode).toBe(200);
      expect(english.headers['content-type']).toMatch(/^text\/html/);
      expect(english.headers['cache-control']).toBe('no-cache');
      expect(english.headers.vary).toMatch(/cookie/i);
      const head = english.body.slice(0, english.body.indexOf('</head>'));
      // At the top of the head: public/boot.js, which runs before the rest is parsed, looks for it.
      expect(head).toMatch(/<head>\s*<meta name="sorted-session" content="cookie">/);
      expect(head).toContain(
        '<link rel="modulepreload" fetchpriority="low" href="/assets/main-layout-route-M1.js">',
      );
      expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/frame-F1.js">');
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/frame-F1.css">');
      expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/en-E1.js">');
      // Not the texts of help, the bank and tax time, which those screens load.
      expect(head).not.toContain('en-O1');
      // What the start imports to ask for the first data, and what that imports.
      for (const file of ['query-client-Q1', 'query-Q2', 'frame-data-FD1'])
        expect(head).toContain(`<link rel="modulepreload" fetchpriority="low" href="/assets/${file}.js">`);
      expect(head).not.toContain('start-S1');
      // The page's own scripts wait behind the style sheet too, so the frame's outline paints first.
      expect(head).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-AbC123.js">',
      );
      expect(english.body).toContain('<div id="root">');

      const german = await app.inject({
        method: 'GET',
        url: '/invoice/list',
        headers: { ...session, 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      });
      expect(german.body).toContain('/assets/de-D1.js');
      expect(german.body).not.toContain('/assets/en-E1.js');
    });

    it("names the opened page's screen and data module too, less what the entry and frame load", async () => {
      const { app } = use();
      const account = await app.inject({ method: 'GET', url: '/bank/12', headers: session });
      const head = account.body.slice(0, account.body.indexOf('</head>'));
      expect(head).toContain(
        '<link rel="modulepreload" fetchpriority="low" href="/assets/bank-account-screen-A1.js">',
      );
      expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/bank-data-D1.js">');
      expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/bank-B1.js">');
      expect(head).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/bank-account-screen-A1.css">',
      );
      // Named once, with the frame: not again for the screen.
      expect(head.split('/assets/frame-F1.js').length - 1).toBe(1);
      expect(head).not.toContain('bank-rules-screen');

      // A fixed path wins over one with a parameter, as in the app's router.
      const rules = await app.inject({ method: 'GET', url: '/bank/rules', headers: session });
      expect(rules.body).toContain('/assets/bank-rules-screen-R1.js');
      expect(rules.body).not.toContain('bank-account-screen');

      const elsewhere = await app.inject({ method: 'GET', url: '/profile', headers: session });
      expect(elsewhere.body).not.toContain('/assets/bank-');
    });

    it("names the opened page's first API calls at the top of its head, for public/boot.js", async () => {
      const { app } = use();
      const mark = (body: string) => /<meta name="sorted-first-requests" content="([^"]*)">/.exec(body)?.[1];
      const account = await app.inject({ method: 'GET', url: '/bank/12', headers: session });
      expect(account.body).toMatch(
        /<head><meta name="sorted-session" content="cookie"><meta name="sorted-first/,
      );
      expect(mark(account.body)).toBe(
        '/me?include=roles /bank-accounts/12 /bank-lines?account=12&amp;page[size]=50',
      );
      // A filtered page asks for other data than the plain one: only the frame's calls are named.
      const filtered = await app.inject({ method: 'GET', url: '/bank/12?status=open', headers: session });
      expect(mark(filtered.body)).toBe('/me?include=roles');
      // A parameter that is not a plain id is not put into any address.
      const odd = await app.inject({ method: 'GET', url: '/bank/..%2Fusers', headers: session });
      expect(mark(odd.body)).toBe('/me?include=roles');
      const rules = await app.inject({ method: 'GET', url: '/bank/rules', headers: session });
      expect(mark(rules.body)).toBe('/me?include=roles');
      // Neither a page without calls in the list, nor one outside it, nor a visitor without a session.
      for (const [url, headers] of [
        ['/profile', session],
        ['/nowhere', session],
        ['/bank/12', {}],
      ] as const) {
        const page = await app.inject({ method: 'GET', url, headers });
        expect(page.statusCode).toBe(200);
        expect(page.body, url).not.toContain('sorted-first-requests');
      }
    });

    it('sends the page as built without a session, and on a client’s page', async () => {
      const { app } = use();
      const signedOut = await app.inject({ method: 'GET', url: '/dashboard/overview' });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.body).toContain('<div id="root">');
      expect(signedOut.body).not.toContain('fetchpriority');
      expect(signedOut.body).not.toContain('sorted-session');
      expect(signedOut.headers.vary).toMatch(/cookie/i);
      const clientPage = await app.inject({ method: 'GET', url: `/p/${'A'.repeat(43)}`, headers: session });
      expect(clientPage.statusCode).toBe(200);
      expect(clientPage.body).not.toContain('fetchpriority');
    });
  },
  { webDist },
);
