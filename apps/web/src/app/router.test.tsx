import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../features/auth/auth-store.ts';
import { findArmedTrigger, meDocument, renderApp, WAIT } from '../testing/render-app.tsx';
import { i18next } from './i18n.ts';
import { isRedirectRoute, routes } from './routes.ts';

type Answer = { status: number; body?: unknown };

/** A stand-in server: the client unit under test is the web app, so the network is stubbed here. */
function server(answers: Record<string, Answer>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = answers[key] ?? { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const signedIn = () => server({ 'GET /api/v1/me?include=roles': { status: 200, body: meDocument() } });
const signedOut = () => server({ 'GET /api/v1/me?include=roles': { status: 401 } });

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('signed-out visitor', () => {
  it.each(
    routes
      .filter((route) => route.guard === 'auth')
      .map((route) => [route.path.replace(':id', '42')] as const),
  )('on %s is sent to the sign-in page with the path remembered', async (path) => {
    signedOut();
    const app = await renderApp(`${path}?tab=2`);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(`${path}?tab=2`)}`);
    expect(authStore.getState().intended).toBe(`${path}?tab=2`);
  });

  it('on / ends on /login?redirect=%2Fdashboard%2Foverview', async () => {
    const fetchStub = signedOut();
    const app = await renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' }, WAIT);
    expect(app.location()).toBe('/login?redirect=%2Fdashboard%2Foverview');
    expect(fetchStub).toHaveBeenCalledWith('/api/v1/me?include=roles', expect.anything());
  });

  // Each guest screen in the sign-in layout; the verify gate and the Google callback move on at once
  // when opened without their link parameters.
  const GUEST_SCREENS: Array<[path: string, heading: string, landsOn: string]> = [
    ['/login', 'Sign in', '/login'],
    ['/register', 'Create your account', '/register'],
    ['/forgot-password', 'Forgot your password?', '/forgot-password'],
    ['/password-reset', 'Choose a new password', '/password-reset'],
    ['/email/verify', "That link didn't work", '/email/verify/error?reason=invalid'],
    ['/email/verify/error', "That link didn't work", '/email/verify/error'],
    ['/confirm-registration', 'Check your email', '/confirm-registration'],
    ['/auth/google/callback', 'Sign in', '/login'],
    ['/login/two-factor', 'Two-step verification', '/login/two-factor'],
  ];

  it('covers every guest screen', () => {
    expect(GUEST_SCREENS.map(([path]) => path).sort()).toEqual(
      routes
        .filter((route) => route.guard === 'guest')
        .map((route) => route.path)
        .sort(),
    );
  });

  it.each(GUEST_SCREENS)(
    'sees %s in the sign-in layout, without a session check',
    async (path, heading, landsOn) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetchStub = signedOut();
      const app = await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, WAIT)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByText('Coming in this release')).toBeNull();
      await waitFor(() => expect(app.location()).toBe(landsOn), WAIT);
      // No session check; the sign-in page only asks the server's public settings (Google offered?).
      const asked = fetchStub.mock.calls.map(([input]) => String(input));
      expect(asked.filter((url) => url !== '/api/v1/settings')).toEqual([]);
    },
  );

  it('sees the free invoice under the top bar alone (no signed-in sidebar), with a sign-in button', async () => {
    signedOut();
    const app = await renderApp('/invoice/free');
    expect(await screen.findByRole('heading', { name: 'Free invoice' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sorted home' })).toBeTruthy();
    const signIn = screen.getAllByRole('link', { name: 'Sign in' })[0];
    expect(signIn?.getAttribute('href')).toBe('/login?redirect=%2Finvoice%2Ffree');
    expect(app.location()).toBe('/invoice/free');
    // The title is set by an effect once the screen is up; under load it can trail the heading.
    await waitFor(() => expect(document.title).toBe('Free invoice · Sorted'), WAIT);
  });

  it('gets the 404 page with a link home', async () => {
    signedOut();
    await renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })?.getAttribute('href')).toBe('/');
    // The title is set by an effect once the screen is up; under load it can trail the heading.
    await waitFor(() => expect(document.title).toBe('Page not found · Sorted'), WAIT);
  });
});

describe('signed-in user', () => {
  it('reaches a protected screen after the start-up session check', async () => {
    signedIn();
    const app = await renderApp('/invoice/list');
    expect(await screen.findByRole('heading', { name: 'Invoices' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/invoice/list');
    expect(authStore.getState()).toMatchObject({ authenticated: true, hydrated: true });
    expect(authStore.getState().user).toMatchObject({ name: 'Alex Citizen', roles: ['owner'] });
    expect(window.localStorage.getItem('auth_hint')).toBe('1');
    expect(screen.getByRole('button', { name: 'Account menu of Alex Citizen' }).textContent).toContain('A');
  });

  it('is sent from a guest screen to the dashboard when auth_hint says a session may exist', async () => {
    window.localStorage.setItem('auth_hint', '1');
    signedIn();
    const app = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/dashboard/overview');
  });

  it('without auth_hint, a guest screen does not ask the server', async () => {
    const fetchStub = signedIn();
    await renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' }, WAIT)).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('logs out from the user menu: POST /logout, local state cleared, on to /login', async () => {
    const fetchStub = server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const app = await renderApp('/dashboard/overview');

    await user.click(await findArmedTrigger('Account menu of Alex Citizen'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })?.getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Help' })?.getAttribute('href')).toBe('/help');
    expect(within(menu).getByRole('menuitem', { name: 'FAQ' })?.getAttribute('href')).toBe('/faq');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' }, WAIT)).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(fetchStub).toHaveBeenCalledWith('/api/v1/logout', expect.objectContaining({ method: 'POST' }));
    expect(authStore.getState().authenticated).toBe(false);
    expect(window.localStorage.getItem('auth_hint')).toBeNull();
  });

  it('logs out from any page without remembering it: the next sign-in starts at the dashboard', async () => {
    server({
      'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
      'GET /api/v1/csrf-cookie': { status: 204 },
      'POST /api/v1/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const app = await renderApp('/help');

    await user.click(await findArmedTrigger('Account menu of Alex Citizen'));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await screen.findByRole('heading', { name: 'Sign in' }, WAIT);
    expect(app.location()).toBe('/login');
    expect(authStore.getState().intended).toBeNull();
  });

  it('still logs out locally when the logout request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server({ 'GET /api/v1/me?include=roles': { status: 200, body: meDocument() } });
    const user = userEvent.setup();
    const app = await renderApp('/profile');

    await user.click(await findArmedTrigger('Account menu of Alex Citizen'));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await screen.findByRole('heading', { name: 'Sign in' }, WAIT);
    expect(app.location()).toBe('/login');
    expect(error).toHaveBeenCalled();
  });
});

describe('shell', () => {
  it('switches the language, remembers it and sets <html lang>', async () => {
    signedOut();
    const user = userEvent.setup();
    await renderApp('/invoice/free');
    await screen.findByRole('heading', { name: 'Free invoice' }, WAIT);

    await user.click(await findArmedTrigger('Language: English'));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { name: 'Factura gratis' }, WAIT)).toBeTruthy();
    expect(window.localStorage.getItem('locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The title is set by an effect once the screen is up; under load it can trail the heading.
    await waitFor(() => expect(document.title).toBe('Factura gratis · Sorted'), WAIT);
  });

  it('offers only English, Español and Português', async () => {
    signedOut();
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await findArmedTrigger('Language: English'));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Español', 'Português']);
  });

  it('collapses the sidebar to icons and remembers it', async () => {
    signedIn();
    const user = userEvent.setup();
    // The sidebar is a signed-in user's (the signed-out free invoice page has the top bar alone).
    await renderApp('/invoice/list');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }, WAIT));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(window.localStorage.getItem('sidebar_collapsed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Dashboard' })?.getAttribute('href')).toBe('/dashboard/overview');
  });

  it('switches the skin and remembers it as `skin`', async () => {
    signedOut();
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }, WAIT));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    expect(window.localStorage.getItem('skin')).toBe('dark');
    expect(document.documentElement.dataset.mantineColorScheme).toBe('dark');
  });

  it('has a skip link to the content', async () => {
    signedOut();
    await renderApp('/invoice/free');
    await screen.findByRole('heading', { name: 'Free invoice' }, WAIT);
    expect(screen.getByRole('link', { name: 'Skip to content' })?.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')).toBeTruthy();
  });

  it('shows a friendly screen with a reload button when a screen fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn();
    const table = routes.map((route) =>
      route.name === 'invoices' && !isRedirectRoute(route)
        ? {
            ...route,
            lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          }
        : route,
    );
    await renderApp('/invoice/list', table);
    expect(await screen.findByRole('heading', { name: "This page didn't load" }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    // Still inside the app's frame.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});

describe('waits', () => {
  it('shows a loader while the start-up session check runs', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        // The server's settings answer at once (defaults); the session check waits for the test.
        String(input) === '/api/v1/settings'
          ? Promise.resolve(new Response(null, { status: 404 }))
          : new Promise<Response>((resolve) => {
              answer = resolve;
            }),
      ),
    );
    const app = await renderApp('/tax/calculator');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(authStore.getState().hydrated).toBe(false);
    answer(new Response(JSON.stringify(meDocument()), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Tax Calculator' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/tax/calculator'));
  });
});
