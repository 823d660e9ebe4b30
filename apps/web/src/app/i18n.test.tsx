import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meDocument, WAIT } from '../testing/render-app.tsx';

/**
 * The loader remembers, for the page's life, which texts it brought and whether a signed-in screen was
 * seen: each test gets fresh modules, as a fresh page would, so none depends on what another loaded.
 */
async function freshPage() {
  vi.resetModules();
  const [{ renderApp }, { i18next }] = await Promise.all([
    import('../testing/render-app.tsx'),
    import('./i18n.ts'),
  ]);
  return { renderApp, i18next };
}

beforeEach(() => {
  window.localStorage.clear();
});

function server(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/v1/me?include=roles')
        return new Response(signedIn ? JSON.stringify(meDocument()) : null, { status: signedIn ? 200 : 401 });
      if (url === '/api/v1/support-contact')
        return new Response(
          JSON.stringify({
            data: { type: 'support-contacts', id: 'support', attributes: { email: 'a@b.test' } },
          }),
          { status: 200 },
        );
      return new Response(JSON.stringify({ errors: [] }), { status: 404 });
    }),
  );
}

describe('loading the texts of a language', () => {
  it('brings only the sign-in texts of a language chosen on the sign-in page', async () => {
    const { renderApp, i18next } = await freshPage();
    server(false);
    await renderApp('/login');
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, WAIT)).toBeTruthy();
    expect(i18next.getResource('de', 'translation', 'topbar.moreLanguages')).toBe('Weitere Sprachen');
    expect(i18next.getResource('de', 'translation', 'help.popularTopics')).toBeUndefined();
  });

  it('brings the rest when a language chosen on the sign-in page is switched on again past sign-in', async () => {
    const { renderApp, i18next } = await freshPage();
    server(false);
    const signIn = await renderApp('/login');
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, WAIT)).toBeTruthy();
    expect(i18next.getResource('de', 'translation', 'help.popularTopics')).toBeUndefined();
    signIn.unmount();
    await act(() => i18next.changeLanguage('en'));
    server(true);
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'Popular topics' }, WAIT)).toBeTruthy();
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Beliebte Themen' }, WAIT)).toBeTruthy();
  });

  it('brings a language whole when it is first chosen past sign-in', async () => {
    const { renderApp, i18next } = await freshPage();
    server(true);
    await renderApp('/help');
    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sujets populaires' }, WAIT)).toBeTruthy();
    expect(i18next.getResource('fr', 'translation', 'help.faq.questions.free.question')).toBe(
      'Sorted est-il gratuit ?',
    );
  });
});
