import type { PublicDocumentAttributes, PublicQuoteAttributes } from '@sorted/core/contract/document-links';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n.ts';
import { renderApp, WAIT } from '../../../testing/render-app.tsx';

const TOKEN = 'B'.repeat(43);

const invoice: PublicDocumentAttributes = {
  kind: 'invoice',
  number: 'INV-0007',
  ref: 'PO-5521',
  issue_date: '2026-11-01',
  due_date: '2026-11-15',
  payment_state: 'partly-paid',
  paid_date: null,
  overdue: true,
  seller: {
    name: 'Tidy Gardens',
    abn: '51 824 753 556',
    email: 'hello@tidygardens.test',
    phone: '(02) 9000 1234',
    address: '12 Fig Lane\nNewtown NSW 2042',
    logo: null,
    accent_color: null,
  },
  client_name: 'Harbour Cafe',
  gst_registered: false,
  prices_include_gst: false,
  items: [
    { name: 'Mowing', description: null, quantity: '1', price: '100.00', taxable: false, amount: '100.00' },
  ],
  subtotal: '100.00',
  gst: '0.00',
  total: '100.00',
  amount_paid: '40.00',
  balance_due: '60.00',
  note: null,
  payment: {
    method: 'bank',
    bank_name: 'Harbour Bank',
    bsb: '062-000',
    account_number: '12345678',
    account_name: 'Tidy Gardens Pty Ltd',
  },
};

/** A stand-in API answering the page's one request, and nothing about a session. */
function server(status: number, attributes: PublicDocumentAttributes = invoice) {
  const stub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === `/api/v1/public/documents/${TOKEN}`) {
      return status === 200
        ? new Response(JSON.stringify({ data: { type: 'publicDocuments', id: TOKEN, attributes } }))
        : new Response(JSON.stringify({ errors: [{ status: '404', title: 'Not Found' }] }), { status });
    }
    return new Response(null, { status: 500 });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const quote: PublicQuoteAttributes = {
  kind: 'quote',
  number: 'Q-0007',
  issue_date: '2026-11-01',
  valid_until: '2026-12-01',
  status: 'sent',
  decided_at: null,
  withdrawn_at: null,
  revision: 1,
  can_decide: true,
  seller: invoice.seller,
  client_name: 'Harbour Cafe',
  gst_registered: false,
  prices_include_gst: false,
  items: invoice.items,
  subtotal: '100.00',
  gst: '0.00',
  total: '100.00',
  note: null,
};

/** A stand-in API for a quote's page: the quote, and the answer to a decision (the quote decided). */
function quoteServer() {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = (attributes: PublicDocumentAttributes) =>
      new Response(JSON.stringify({ data: { type: 'publicDocuments', id: TOKEN, attributes } }));
    if (url === `/api/v1/public/documents/${TOKEN}`) return answer(quote);
    if (url === `/api/v1/public/documents/${TOKEN}/decision` && init?.method === 'POST') {
      const decision = JSON.parse(String(init.body)).data.attributes.decision;
      return answer({
        ...quote,
        status: decision === 'accept' ? 'accepted' : 'declined',
        decided_at: '2026-11-20T03:00:00Z',
        can_decide: false,
      });
    }
    return new Response(null, { status: 500 });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

describe("the client's page", { timeout: 15_000 }, () => {
  it('shows what is still due, overdue, the bank account to pay to and the PDF, without a session', async () => {
    const fetch = server(200);
    await renderApp(`/p/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0007' }, WAIT)).toBeTruthy();
    const standing = screen.getByTestId('client-page-standing');
    expect(standing.textContent).toContain('$60.00');
    expect(standing.textContent).toContain('Overdue');
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    expect(within(howToPay).getByText('062-000')).toBeTruthy();
    expect(within(howToPay).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(screen.getByText('Paid so far')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/v1/public/documents/${TOKEN}/pdf`,
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // One request, for the document: no session check, no app frame.
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([`/api/v1/public/documents/${TOKEN}`]);
  });

  it("shows the business's address, phone and e-mail, the phone and e-mail as links; none left blank", async () => {
    server(200);
    await renderApp(`/p/${TOKEN}`);
    const contact = await screen.findByTestId('seller-contact', {}, WAIT);
    expect(contact.textContent).toContain('12 Fig Lane');
    expect(contact.textContent).toContain('Newtown NSW 2042');
    expect(within(contact).getByRole('link', { name: '(02) 9000 1234' }).getAttribute('href')).toBe(
      'tel:0290001234',
    );
    expect(within(contact).getByRole('link', { name: 'hello@tidygardens.test' }).getAttribute('href')).toBe(
      'mailto:hello@tidygardens.test',
    );
  });

  it("shows the invoice's reference when it has one, and no empty line when not", async () => {
    server(200);
    await renderApp(`/p/${TOKEN}`);
    expect((await screen.findByTestId('document-reference', {}, WAIT)).textContent).toBe(
      'Reference: PO-5521',
    );
    cleanup();
    server(200, { ...invoice, ref: null });
    await renderApp(`/p/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0007' }, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('document-reference')).toBeNull();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it('shows only the contact details the business filled in', async () => {
    server(200, { ...invoice, seller: { ...invoice.seller, email: null, address: null } });
    await renderApp(`/p/${TOKEN}`);
    const contact = await screen.findByTestId('seller-contact', {}, WAIT);
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:0290001234']);
    expect(contact.textContent).toBe('(02) 9000 1234');
  });

  it('says a paid invoice is paid, and offers no way to pay it again, in the browser language', async () => {
    server(200, { ...invoice, payment_state: 'paid', paid_date: '2026-11-10', overdue: false });
    await renderApp(`/p/${TOKEN}`);
    await i18next.changeLanguage('de');
    expect(
      await screen.findByText(
        'Diese Rechnung wurde am 10/11/2026 vollständig bezahlt. Vielen Dank!',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'So bezahlen Sie' })).toBeNull();
    await i18next.changeLanguage('en');
  });

  it('shows a quote with Accept and Decline and no way to pay; accepting says so, without reloading', async () => {
    const fetch = quoteServer();
    await renderApp(`/p/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-0007' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('client-page-standing').textContent).toContain('Valid until 01/12/2026');
    // Said once, beside the total, not again under the heading.
    expect(screen.getAllByText(/Valid until/)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(
      (await screen.findByText(/^You accepted this quote on 20\/11\/2026/, {}, WAIT)).textContent,
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      `/api/v1/public/documents/${TOKEN}`,
      `/api/v1/public/documents/${TOKEN}/decision`,
    ]);
    // The answer names the revision the page showed.
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)).data.attributes).toEqual({
      decision: 'accept',
      revision: 1,
    });
  });

  it('asks before declining a quote', async () => {
    const fetch = quoteServer();
    await renderApp(`/p/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Decline quote Q-0007?' }, WAIT);
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/^You declined this quote on/, {}, WAIT)).toBeTruthy();
  });

  it('says an expired quote can no longer be accepted', async () => {
    server(200, { ...quote, status: 'expired', can_decide: false });
    await renderApp(`/p/${TOKEN}`);
    expect((await screen.findByTestId('client-page-standing', {}, WAIT)).textContent).toContain(
      'This quote expired on 01/12/2026',
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('answers the revision it shows; when the quote changed meanwhile it shows the new one and says so', async () => {
    // The owner edited the quote after the page opened: revision 2, $990.00. The answer to revision 1
    // is refused (409); the page asks again and shows revision 2, whose answer lands.
    const revised: PublicQuoteAttributes = { ...quote, revision: 2, total: '990.00', subtotal: '990.00' };
    let current = quote;
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const answer = (attributes: PublicDocumentAttributes) =>
        new Response(JSON.stringify({ data: { type: 'publicDocuments', id: TOKEN, attributes } }));
      if (url === `/api/v1/public/documents/${TOKEN}`) {
        const shown = current;
        current = revised;
        return answer(shown);
      }
      if (url === `/api/v1/public/documents/${TOKEN}/decision` && init?.method === 'POST') {
        const attributes = JSON.parse(String(init.body)).data.attributes;
        bodies.push(attributes);
        if (attributes.revision !== 2) {
          const detail =
            'This quote has changed since you opened it. Look at the new version before you answer.';
          return new Response(
            JSON.stringify({
              errors: [{ status: '409', title: 'Conflict', detail, code: 'quote_revision_changed' }],
            }),
            { status: 409 },
          );
        }
        return answer({
          ...revised,
          status: 'accepted',
          decided_at: '2026-11-20T03:00:00Z',
          can_decide: false,
        });
      }
      return new Response(null, { status: 500 });
    });
    vi.stubGlobal('fetch', fetch);
    await renderApp(`/p/${TOKEN}`);
    expect((await screen.findByTestId('client-page-standing', {}, WAIT)).textContent).toContain('$100.00');
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    const changed = await screen.findByTestId('quote-changed', {}, WAIT);
    expect(changed.getAttribute('role')).toBe('alert');
    expect(changed.textContent).toContain('This quote has changed since you opened it.');
    expect(
      (await screen.findByText('This page now shows revision 2.', { exact: false }, WAIT)).textContent,
    ).toBeTruthy();
    expect(screen.getByTestId('client-page-standing').textContent).toContain('$990.00');
    expect(screen.getByTestId('quote-revision').textContent).toContain('Revision 2');
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText(/^You accepted this quote on 20\/11\/2026/, {}, WAIT)).toBeTruthy();
    expect(bodies).toEqual([
      { decision: 'accept', revision: 1 },
      { decision: 'accept', revision: 2 },
    ]);
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      `/api/v1/public/documents/${TOKEN}`,
      `/api/v1/public/documents/${TOKEN}/decision`,
      `/api/v1/public/documents/${TOKEN}`,
      `/api/v1/public/documents/${TOKEN}/decision`,
    ]);
  });

  it('says a withdrawn quote was withdrawn, with no Accept or Decline', async () => {
    server(200, { ...quote, status: 'withdrawn', withdrawn_at: '2026-11-18T01:00:00Z', can_decide: false });
    await renderApp(`/p/${TOKEN}`);
    const standing = await screen.findByTestId('client-page-standing', {}, WAIT);
    expect(standing.textContent).toContain('Withdrawn');
    expect(standing.textContent).toContain('Tidy Gardens withdrew this quote on 18/11/2026');
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('says the link no longer works when it is unknown or revoked', async () => {
    server(404);
    await renderApp(`/p/${TOKEN}`);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('This link no longer works');
  });
});
