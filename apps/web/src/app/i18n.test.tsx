import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp } from '../testing/render-app.tsx';
import { i18next } from './i18n.ts';

const WAIT = { timeout: 5000 };

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

// The tests build on each other: the texts a language has loaded stay for the rest of the file.
describe('loading the texts of a language', () => {
  it('brings only the sign-in texts of a language chosen on the sign-in page', async () => {
    server(false);
    await renderApp('/login');
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' }, WAIT)).toBeTruthy();
    expect(i18next.getResource('de', 'translation', 'topbar.moreLanguages')).toBe('Weitere Sprachen');
    expect(i18next.getResource('de', 'translation', 'help.popularTopics')).toBeUndefined();
  });

  it('brings the rest when that language is switched on again past sign-in', async () => {
    server(true);
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'Popular topics' }, WAIT)).toBeTruthy();
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Beliebte Themen' }, WAIT)).toBeTruthy();
  });

  it('brings a language whole when it is first chosen past sign-in', async () => {
    server(true);
    await renderApp('/help');
    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sujets populaires' }, WAIT)).toBeTruthy();
    expect(i18next.getResource('fr', 'translation', 'help.faq.questions.free.question')).toBe(
      'Sorted est-il gratuit ?',
    );
  });
});
