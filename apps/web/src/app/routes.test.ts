import { describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import { guardOf, preloadScreen } from './router.tsx';
import { isRedirectRoute, routes } from './routes.ts';

// The route table of the spec: name, path, guard.
const SPEC: Array<[string, string, 'guest' | 'auth' | 'none']> = [
  ['root', '/', 'none'],
  ['login', '/login', 'guest'],
  ['loginTwoFactor', '/login/two-factor', 'guest'],
  ['register', '/register', 'guest'],
  ['forgot-password', '/forgot-password', 'guest'],
  ['password-reset', '/password-reset', 'guest'],
  ['verifyEmailGate', '/email/verify', 'guest'],
  ['verification', '/email/verify/error', 'guest'],
  ['confirmRegister', '/confirm-registration', 'guest'],
  ['GoogleCallback', '/auth/google/callback', 'guest'],
  ['invoice-free', '/invoice/free', 'none'],
  ['client-page', '/p/:token', 'none'],
  ['add-invoice', '/invoice/create', 'auth'],
  ['invoices', '/invoice/list', 'auth'],
  ['invoice', '/invoice/overview/:id', 'auth'],
  ['recurring', '/recurring', 'auth'],
  ['quotes', '/quotes', 'auth'],
  ['add-quote', '/quotes/new', 'auth'],
  ['quote', '/quotes/:id', 'auth'],
  ['addCompany', '/company/add', 'auth'],
  ['companies', '/company/list', 'auth'],
  ['profile', '/profile', 'auth'],
  ['faq', '/faq', 'auth'],
  ['help', '/help', 'auth'],
  ['dashboard-overview', '/dashboard/overview', 'auth'],
  ['expenses', '/expenses', 'auth'],
  ['bank-accounts', '/bank', 'auth'],
  ['bank-rules', '/bank/rules', 'auth'],
  ['bank-line', '/bank/lines/:id', 'auth'],
  ['bank-reconcile', '/bank/:id/reconcile', 'auth'],
  ['bank-account', '/bank/:id', 'auth'],
  ['tax-calculator', '/tax/calculator', 'auth'],
  ['bas', '/bas', 'auth'],
  ['profit', '/profit', 'auth'],
  ['tax-time', '/tax-time', 'none'],
  ['tax-time-home-office', '/tax-time/home-office', 'auth'],
  ['tax-estimate', '/tax-time/estimate', 'auth'],
  ['tax-time-car', '/tax-time/car', 'auth'],
  ['tax-time-assets', '/tax-time/assets', 'auth'],
  ['client-list', '/client/list', 'auth'],
  ['client', '/client/:id', 'auth'],
  ['NotFound', '*', 'none'],
];

describe('route table', () => {
  it('is the table of the spec', () => {
    expect(routes.map((route) => [route.name, route.path, route.guard])).toEqual(SPEC);
  });

  it('has unique names and paths', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('redirects / to the dashboard', () => {
    const root = routes.find((route) => route.name === 'root');
    expect(root && isRedirectRoute(root) ? root.redirect : null).toBe('/dashboard/overview');
  });

  it("puts guest screens in the sign-in layout, the client's page in the public one, the others in the main layout", () => {
    for (const route of routes) {
      if (isRedirectRoute(route)) continue;
      const layout = route.name === 'client-page' ? 'public' : route.guard === 'guest' ? 'auth' : 'main';
      expect(route.layout, route.name).toBe(layout);
    }
  });

  it.each(routes.filter((route) => !isRedirectRoute(route)).map((route) => [route.name, route] as const))(
    '%s loads a screen component',
    async (_name, route) => {
      if (isRedirectRoute(route)) return;
      const module = await route.lazy();
      expect(module.default).toBeTypeOf('function');
    },
  );

  it('tells the guard of a path, following the redirect of /', () => {
    expect(guardOf('/')).toBe('auth');
    expect(guardOf('/login')).toBe('guest');
    expect(guardOf('/login/two-factor')).toBe('guest');
    expect(guardOf('/email/verify/error')).toBe('guest');
    expect(guardOf('/invoice/free')).toBe('none');
    expect(guardOf('/invoice/overview/42')).toBe('auth');
    expect(guardOf('/client/7')).toBe('auth');
    expect(guardOf('/nope')).toBe('none');
  });

  it('starts loading the first screen and its data at once, following the redirect of /', async () => {
    const prefetch = vi.fn();
    const lazy = vi.fn(async () => ({ default: () => null }));
    const data = vi.fn(async () => ({ prefetch }));
    const other = vi.fn(async () => ({ default: () => null }));
    void preloadScreen(
      { pathname: '/', search: '' },
      {
        table: [
          { name: 'root', path: '/', guard: 'none', redirect: '/home' },
          { name: 'home', path: '/home', guard: 'auth', layout: 'main', lazy, data },
          { name: 'other', path: '/other', guard: 'auth', layout: 'main', lazy: other },
        ],
      },
    );
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0]?.[0]).toBe(queryClient);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("gives the screen's data the page's path parameters and query string", async () => {
    const prefetch = vi.fn();
    const lazy = vi.fn(async () => ({ default: () => null }));
    const data = vi.fn(async () => ({ prefetch }));
    void preloadScreen(
      { pathname: '/client/7', search: '?tab=invoices' },
      { table: [{ name: 'client', path: '/client/:id', guard: 'auth', layout: 'main', lazy, data }] },
    );
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const page = prefetch.mock.calls[0]?.[1];
    expect(page.params).toEqual({ id: '7' });
    expect(page.search.get('tab')).toBe('invoices');
  });
});
