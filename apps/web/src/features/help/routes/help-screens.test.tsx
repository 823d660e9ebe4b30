import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

function server(extra: Record<string, Answer | ((init?: RequestInit) => Answer)> = {}) {
  const answers: Record<string, Answer | ((init?: RequestInit) => Answer)> = {
    'GET /api/v1/me?include=roles': { status: 200, body: meDocument() },
    'GET /api/v1/csrf-cookie': { status: 204 },
    'GET /api/v1/support-contact': {
      status: 200,
      body: { data: { type: 'support-contacts', id: 'support', attributes: { email: 'help@sorted.test' } } },
    },
    ...extra,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    const answer =
      typeof entry === 'function' ? entry(init) : (entry ?? { status: 404, body: { errors: [] } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('help screen', () => {
  it('shows the four popular topics, the five quick links and the support address', async () => {
    server();
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' }, WAIT)).toBeTruthy();
    const topics = within(screen.getByTestId('help-topics'));
    expect(topics.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'How do I reset my password?',
      'How do I change my profile name?',
      'How do I add PayID or bank transfer to an invoice?',
      'How do I email an invoice to my client?',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/faq',
      '/invoice/create',
      '/invoice/list',
      '/client/list',
      '/tax/calculator',
    ]);
    expect((await screen.findByRole('link', { name: 'help@sorted.test' }, WAIT)).getAttribute('href')).toBe(
      'mailto:help@sorted.test',
    );
  });

  it('says when the support address did not load, and offers to try again', async () => {
    // Failing twice: a server error is asked once more by itself.
    let calls = 0;
    server({
      'GET /api/v1/support-contact': () =>
        ++calls <= 2
          ? { status: 500, body: { errors: [] } }
          : {
              status: 200,
              body: {
                data: { type: 'support-contacts', id: 'support', attributes: { email: 'help@sorted.test' } },
              },
            },
    });
    const user = userEvent.setup();
    await renderApp('/help');
    expect(await screen.findByText("We couldn't load the support address.", {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('support-email', {}, WAIT)).toBeTruthy();
  });

  it('narrows the topics as you type, searching the FAQ too, and says when nothing matches', async () => {
    server();
    const user = userEvent.setup();
    await renderApp('/help');
    const search = await screen.findByRole('searchbox', { name: 'Search help topics' }, WAIT);
    expect(search.getAttribute('placeholder')).toBe('Search for help topics...');

    await user.type(search, 'FORGOT');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('help-topics'))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['How do I reset my password?']),
    );
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'grow+');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('help-topics'))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Is Sorted free to use?']),
    );

    await user.clear(search);
    await user.type(search, 'bank transfer');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('help-topics'))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['How do I add PayID or bank transfer to an invoice?']),
    );

    await user.clear(search);
    await user.type(search, 'kangaroo');
    expect(await screen.findByText('No help topics match “kangaroo”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: 'Popular topics' })).toBeTruthy();
  });

  // The guide searches are tests of their own, in two halves, so that each stays well inside the
  // time limit on a loaded machine: every keystroke redraws the topic list.
  const guideSearches: [query: string, guide: string][] = [
    ['BAS', 'How do I prepare my BAS?'],
    ['receipt', 'How do I record an expense and keep its receipt?'],
    ['quote invoice', 'How do I send a quote and turn it into an invoice?'],
    ['adjustment note', "How do I reduce or cancel an invoice I've already sent?"],
    ['recurring', 'How do I bill a client regularly with recurring invoices?'],
    ['part payment', 'How do I record a part payment?'],
    ['two-factor', 'How do I turn on two-factor sign-in?'],
    ['statement QIF', 'How do I import my bank statements?'],
    ['reconcile rules', 'How do I reconcile my bank lines?'],
    ['snap photo', 'How do I snap a receipt instead of typing it?'],
    ['offline', 'How do I put Sorted on my phone, and does it work offline?'],
  ];
  it.each([
    { half: 'first', searches: guideSearches.slice(0, 6) },
    { half: 'second', searches: guideSearches.slice(6) },
  ])('finds the guides to the features added since the FAQ ($half half)', async ({ searches }) => {
    server();
    const user = userEvent.setup();
    await renderApp('/help');
    const search = await screen.findByRole('searchbox', { name: 'Search help topics' }, WAIT);
    for (const [query, guide] of searches) {
      await user.clear(search);
      await user.type(search, query);
      await waitFor(() =>
        expect(
          within(screen.getByTestId('help-topics'))
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toContain(guide),
      );
    }
  });

  it('checks the support request before sending it, then sends it and empties the form', async () => {
    const fetchStub = server({ 'POST /api/v1/support-requests': { status: 201, body: { data: {} } } });
    const user = userEvent.setup();
    await renderApp('/help');
    await user.click(await screen.findByRole('button', { name: 'Send request' }, WAIT));
    expect(await screen.findByText('Subject is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([input]) => String(input).includes('support-requests'))).toBe(false);

    await user.type(screen.getByLabelText(/^Subject/), 'PDF');
    await user.type(screen.getByLabelText(/^Message/), 'It does not download.');
    await user.type(screen.getByLabelText('Invoice number (optional)'), 'INV-0007');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(''));
    const call = fetchStub.mock.calls.find(([input]) => String(input) === '/api/v1/support-requests');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      data: {
        type: 'support-requests',
        attributes: { subject: 'PDF', message: 'It does not download.', invoice_ref: 'INV-0007' },
      },
    });
  });

  it("shows the server's field errors", async () => {
    server({
      'POST /api/v1/support-requests': {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              detail: 'The subject may not be greater than 150 characters.',
              code: 'support_subject_too_long',
              source: { pointer: '/data/attributes/subject' },
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await renderApp('/help');
    await user.type(await screen.findByLabelText(/^Subject/, {}, WAIT), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The subject may not be greater than 150 characters.')).toBeTruthy();
  });
});

describe('FAQ screen', () => {
  it('lists the ten questions, and each answer links to its screen', async () => {
    server();
    const user = userEvent.setup();
    await renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, WAIT),
    ).toBeTruthy();
    const questions = within(screen.getByTestId('faq-questions')).getAllByRole('button');
    expect(questions).toHaveLength(10);
    await user.click(
      screen.getByRole('button', { name: 'What does the Tax Calculator do, and what are its limits?' }),
    );
    const link = await screen.findByRole('link', { name: 'Open the Tax Calculator →' });
    expect(link.getAttribute('href')).toBe('/tax/calculator');
  });

  it('then guides to the seventeen features added since, each linking to its screen, in every language', async () => {
    server();
    const user = userEvent.setup();
    await renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Guides to the features' }, WAIT),
    ).toBeTruthy();
    const guides = within(screen.getByTestId('faq-guides')).getAllByRole('button');
    expect(guides.map((guide) => guide.textContent)).toEqual([
      'How do I prepare my BAS?',
      'How do I record an expense and keep its receipt?',
      'How do I send a quote and turn it into an invoice?',
      "How do I reduce or cancel an invoice I've already sent?",
      'How do I bill a client regularly with recurring invoices?',
      'How do I record a part payment?',
      'How do I turn on two-factor sign-in?',
      'How do I import my bank statements?',
      'How do I reconcile my bank lines?',
      'How do I snap a receipt instead of typing it?',
      'How do I claim working from home?',
      'How do I claim my car or ute?',
      'How do I put Sorted on my phone, and does it work offline?',
      'How do I record PAYG instalments?',
      'How does Sorted estimate my tax for the year, with super?',
      'What goes in the accountant’s pack?',
      'How do I claim tools and equipment?',
    ]);
    await user.click(screen.getByRole('button', { name: 'How do I claim working from home?' }));
    expect(await screen.findByText(/never claims them/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Open working from home →' })).getAttribute('href')).toBe(
      '/tax-time/home-office',
    );
    await user.click(screen.getByRole('button', { name: 'How do I snap a receipt instead of typing it?' }));
    expect(await screen.findByText(/Each receipt shows Reading… while Sorted reads it/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Go to your expenses →' })).getAttribute('href')).toBe(
      '/expenses',
    );
    await user.click(screen.getByRole('button', { name: 'How do I claim my car or ute?' }));
    expect(await screen.findByText(/only the first 5,000 km count/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Go to car expenses →' })).getAttribute('href')).toBe(
      '/tax-time/car',
    );
    await user.click(screen.getByRole('button', { name: 'How do I turn on two-factor sign-in?' }));
    expect((await screen.findByRole('link', { name: 'Open your profile →' })).getAttribute('href')).toBe(
      '/profile',
    );
    await user.click(screen.getByRole('button', { name: 'How do I reconcile my bank lines?' }));
    expect(
      await screen.findByText(/Accept all accepts every suggestion of 80% or more at once/),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Reconcile your bank lines →' })).getAttribute('href'),
    ).toBe('/bank');
    await i18next.changeLanguage('de');
    try {
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Anleitungen zu den Funktionen' }),
      ).toBeTruthy();
      // GST, BAS and the ATO keep their names in every language.
      await user.click(screen.getByRole('button', { name: 'Wie erstelle ich meinen BAS?' }));
      expect(await screen.findByText(/G1 Gesamtumsatz, 1A GST auf Verkäufe/)).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
