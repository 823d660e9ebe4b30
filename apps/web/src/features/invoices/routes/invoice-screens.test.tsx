import { addDays, todayIn } from '@sorted/core/dates/calendar';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n.ts';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

const companies = {
  data: [
    {
      type: 'companies',
      id: '1',
      attributes: { name: 'Harbour Plumbing', abn: '51824753556', gst_registered: false },
    },
  ],
  meta: { page: { total: 1 } },
};

const saved = {
  data: {
    type: 'invoices',
    id: '5',
    attributes: {
      name: 'INV-0005',
      ref: null,
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      paid_date: null,
      status: 0,
      display_status: 'Pending',
      amount: '100.00',
      subtotal: '100.00',
      gst: '0.00',
      total: '100.00',
      amount_paid: '0.00',
      balance_due: '100.00',
      adjusted: '0.00',
      credit_owed: '0.00',
      payment_state: 'unpaid',
      gst_registered: false,
      voided_on: null,
      void_reason: null,
      prices_include_gst: false,
      note: null,
      payid: null,
      payid_name: null,
      company_details: { name: 'Harbour Plumbing' },
      customer_details: { name: 'Bondi Bakery' },
      updated_at: '2026-11-01T00:00:00Z',
    },
    relationships: {
      company: { data: { type: 'companies', id: '1' } },
      customer: { data: { type: 'customers', id: '7' } },
    },
  },
  included: [
    {
      type: 'invoiceItems',
      id: '9',
      attributes: {
        name: 'Repair',
        description: null,
        quantity: '1',
        price: '100.00',
        taxable: false,
        position: 0,
      },
    },
  ],
  // Sent at 14:30 UTC on the 23rd: 1:30 am on the 24th in Sydney.
  meta: { sendings: [{ kind: 'invoice', recipient: 'pay@bondi.example', sent_at: '2026-11-23T14:30:00Z' }] },
};

/** A stand-in API: the session, then `answer` for every other call (method and path with query). */
function server(answer: (key: string) => Answer | undefined) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const reply =
      key === 'GET /api/v1/me?include=roles'
        ? { status: 200, body: meDocument() }
        : (answer(key) ?? { status: 200, body: { data: [], meta: { page: { total: 0 } } } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const noPayments = {
  data: [],
  meta: { amount_paid: '0.00', balance_due: '100.00', payment_state: 'unpaid', status: 0, paid_date: null },
};

const linkDocument = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'documentLinks',
    id: '5',
    attributes: {
      url: null,
      created_at: null,
      revoked_at: null,
      view_count: 0,
      last_viewed_at: null,
      ...attributes,
    },
  },
});
const LIVE_LINK = {
  url: `http://localhost/p/${'A'.repeat(43)}`,
  created_at: '2026-11-20T01:00:00Z',
  view_count: 2,
  last_viewed_at: '2026-12-03T01:00:00Z',
};

const overviewApi = (key: string): Answer | undefined => {
  if (key.startsWith('GET /api/v1/invoices/5?')) return { status: 200, body: saved };
  if (key === 'GET /api/v1/invoices/5/payments') return { status: 200, body: noPayments };
  if (key === 'GET /api/v1/invoices/5/link') return { status: 200, body: linkDocument({}) };
  return undefined;
};

describe('invoice overview', { timeout: 15_000 }, () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Australia/Sydney';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('has the Create Invoice and View Invoices tabs, neither selected', async () => {
    server(overviewApi);
    const app = await renderApp('/invoice/overview/5');
    const tabs = await screen.findByRole('tablist', {}, WAIT);
    const create = within(tabs).getByRole('tab', { name: 'Create Invoice' });
    const list = within(tabs).getByRole('tab', { name: 'View Invoices' });
    expect(create.getAttribute('aria-selected')).toBe('false');
    expect(list.getAttribute('aria-selected')).toBe('false');
    list.click();
    await waitFor(() => expect(app.location()).toBe('/invoice/list'), WAIT);
  });

  it('says the generic message when marking paid meets a server failure or no connection', async () => {
    const generic = 'Something went wrong! Try again later or contact the support.';
    let failure: 'server' | 'network' | 'refused' = 'server';
    const stub = server(overviewApi);
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/v1/me?include=roles') return new Response(JSON.stringify(meDocument()));
      if (key.startsWith('GET /api/v1/invoices/5?')) return new Response(JSON.stringify(saved));
      if (key === 'GET /api/v1/invoices/5/payments') return new Response(JSON.stringify(noPayments));
      if (key === 'GET /api/v1/invoices/5/link') return new Response(JSON.stringify(linkDocument({})));
      if (key.startsWith('PATCH /api/v1/invoices/5')) {
        if (failure === 'network') throw new TypeError('Failed to fetch');
        if (failure === 'refused') {
          return new Response(JSON.stringify({ errors: [{ status: '409', detail: 'Refused' }] }), {
            status: 409,
          });
        }
        return new Response(JSON.stringify({ errors: [{ status: '500', title: 'Internal Server Error' }] }), {
          status: 500,
        });
      }
      return new Response(JSON.stringify({ data: [], meta: { page: { total: 0 } } }));
    });
    await renderApp('/invoice/overview/5');
    const user = userEvent.setup();
    const markPaid = await screen.findByRole('button', { name: 'Mark paid' }, WAIT);
    await user.click(markPaid);
    expect(await screen.findByText(generic, {}, WAIT)).toBeTruthy();
    // No connection: said as such, not as the server's failure.
    failure = 'network';
    await user.click(markPaid);
    expect(
      await screen.findByText("You're offline: the connection is down. Check it, then try again.", {}, WAIT),
    ).toBeTruthy();
    // An answer that says what was wrong keeps the screen's own message.
    failure = 'refused';
    await user.click(markPaid);
    expect(await screen.findByText('Failed to change the status. Please try again.', {}, WAIT)).toBeTruthy();
  });

  it('records a payment: the balance to start with, and a refusal under the amount', async () => {
    const posted: unknown[] = [];
    const stub = server(overviewApi);
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/v1/me?include=roles') return new Response(JSON.stringify(meDocument()));
      if (key === 'POST /api/v1/invoices/5/payments') {
        posted.push(JSON.parse(String(init?.body)));
        const detail = 'The payment is more than the $100.00 still due.';
        return new Response(
          JSON.stringify({
            errors: [
              {
                status: '422',
                detail,
                code: 'payment_more_than_due',
                source: { pointer: '/data/attributes/amount' },
              },
            ],
          }),
          { status: 422 },
        );
      }
      const reply = overviewApi(key) ?? { status: 200, body: { data: [], meta: { page: { total: 0 } } } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    });
    await renderApp('/invoice/overview/5');
    const user = userEvent.setup();
    expect(await screen.findByText('No payments recorded yet.', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toBe('$100.00');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('100.00');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('The payment is more than the $100.00 still due.', {}, WAIT)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toMatchObject([
      {
        data: { type: 'invoicePayments', attributes: { amount: '150', method: 'bank-transfer', note: null } },
      },
    ]);
  });

  it('the payment and adjustment note dialogs take no day after today, and show a refused date under it', async () => {
    const today = todayIn('Australia/Sydney');
    const taxInvoice = {
      ...saved,
      data: { ...saved.data, attributes: { ...saved.data.attributes, gst_registered: true } },
    };
    const noNotes = {
      data: [],
      meta: {
        adjusted: '0.00',
        remaining: '100.00',
        amount_paid: '0.00',
        balance_due: '100.00',
        credit_owed: '0.00',
        payment_state: 'unpaid',
        status: 0,
        paid_date: null,
      },
    };
    // As the API answers a date after today in its time zone (the browser's clock may be ahead of it).
    const refused = (field: string) =>
      new Response(
        JSON.stringify({
          errors: [
            {
              status: '422',
              detail: 'The date cannot be after today.',
              code: 'date_after_today',
              source: { pointer: `/data/attributes/${field}` },
            },
          ],
        }),
        { status: 422 },
      );
    const posted: Array<{ data: { attributes: Record<string, unknown> } }> = [];
    const stub = server(() => undefined);
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/v1/me?include=roles') return new Response(JSON.stringify(meDocument()));
      if (key.startsWith('GET /api/v1/invoices/5?')) return new Response(JSON.stringify(taxInvoice));
      if (key === 'GET /api/v1/invoices/5/payments') return new Response(JSON.stringify(noPayments));
      if (key === 'GET /api/v1/invoices/5/adjustment-notes') return new Response(JSON.stringify(noNotes));
      if (key === 'GET /api/v1/invoices/5/link') return new Response(JSON.stringify(linkDocument({})));
      if (key === 'POST /api/v1/invoices/5/payments') {
        posted.push(JSON.parse(String(init?.body)));
        return refused('paid_on');
      }
      if (key === 'POST /api/v1/invoices/5/adjustment-notes') {
        posted.push(JSON.parse(String(init?.body)));
        return refused('issued_on');
      }
      return new Response(JSON.stringify({ data: [], meta: { page: { total: 0 } } }));
    });
    await renderApp('/invoice/overview/5');
    const user = userEvent.setup();
    const typeTomorrow = async (field: HTMLInputElement) => {
      await user.clear(field);
      await user.type(field, formatDisplayDate(addDays(today, 1)));
      await user.tab();
    };

    expect(await screen.findByText('No payments recorded yet.', {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const paidOn = screen.getByRole('textbox', { name: /Date received/ }) as HTMLInputElement;
    expect(paidOn.value).toBe(formatDisplayDate(today));
    // Tomorrow typed is not taken: today comes back.
    await typeTomorrow(paidOn);
    expect(paidOn.value).toBe(formatDisplayDate(today));
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('The date cannot be after today.', {}, WAIT)).toBeTruthy();
    expect(paidOn.getAttribute('aria-invalid')).toBe('true');
    expect(posted[0]?.data.attributes).toMatchObject({ paid_on: today });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const section = await screen.findByRole('region', { name: 'Adjustment notes' }, WAIT);
    await user.click(within(section).getByRole('button', { name: 'Create adjustment note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create adjustment note' }, WAIT);
    const issuedOn = within(dialog).getByRole('textbox', { name: /Date of issue/ }) as HTMLInputElement;
    expect(issuedOn.value).toBe(formatDisplayDate(today));
    await typeTomorrow(issuedOn);
    expect(issuedOn.value).toBe(formatDisplayDate(today));
    await user.click(within(dialog).getByRole('radio', { name: 'Cancel the rest ($100.00)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Job called off');
    await user.click(within(dialog).getByRole('button', { name: 'Issue adjustment note' }));
    expect(await within(dialog).findByText('The date cannot be after today.', {}, WAIT)).toBeTruthy();
    expect(issuedOn.getAttribute('aria-invalid')).toBe('true');
    expect(posted[1]?.data.attributes).toMatchObject({ issued_on: today });
  });

  it("shows the client page's link and its views, and revokes it only once confirmed", async () => {
    const calls: string[] = [];
    server((key) => {
      calls.push(key);
      if (key === 'GET /api/v1/invoices/5/link') return { status: 200, body: linkDocument(LIVE_LINK) };
      if (key === 'DELETE /api/v1/invoices/5/link') {
        return {
          status: 200,
          body: linkDocument({ ...LIVE_LINK, url: null, revoked_at: '2026-12-04T01:00:00Z' }),
        };
      }
      return overviewApi(key);
    });
    await renderApp('/invoice/overview/5');
    const panel = await screen.findByRole('region', { name: 'Client page' }, WAIT);
    expect(((await within(panel).findByTestId('client-link-url', {}, WAIT)) as HTMLInputElement).value).toBe(
      LIVE_LINK.url,
    );
    expect(within(panel).getByTestId('client-link-views').textContent).toMatch(/^Viewed 2 times, last 3 Dec/);
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    expect(calls).not.toContain('DELETE /api/v1/invoices/5/link');
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'YES' }),
    );
    expect(await within(panel).findByText(/The link was revoked/, {}, WAIT)).toBeTruthy();
    expect(calls).toContain('DELETE /api/v1/invoices/5/link');
    expect(within(panel).getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('links a payment reconciled from a bank line to that line, and no other', async () => {
    const payment = (id: string, attributes: Record<string, unknown>) => ({
      type: 'invoicePayments',
      id,
      attributes: {
        paid_on: '2026-11-03',
        amount: '40.00',
        method: 'bank-transfer',
        note: null,
        created_at: '2026-11-03T00:00:00Z',
        ...attributes,
      },
    });
    server((key) => {
      if (key === 'GET /api/v1/invoices/5/payments') {
        return {
          status: 200,
          body: {
            data: [
              payment('61', { bank_line_id: '44' }),
              payment('62', { method: 'cash', amount: '10.00', bank_line_id: null }),
            ],
            meta: {
              ...noPayments.meta,
              amount_paid: '50.00',
              balance_due: '50.00',
              payment_state: 'partial',
            },
          },
        };
      }
      return overviewApi(key);
    });
    await renderApp('/invoice/overview/5');
    const table = await screen.findByTestId('payments-table', {}, WAIT);
    const [fromBank, typed] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(fromBank as HTMLElement)
        .getByRole('link', { name: 'From the bank' })
        .getAttribute('href'),
    ).toBe('/bank/lines/44');
    expect(within(typed as HTMLElement).getByText('Cash')).toBeTruthy();
    expect(within(typed as HTMLElement).queryByRole('link', { name: 'From the bank' })).toBeNull();
  });

  it('a tax invoice lists its adjustment notes, shows what they took off, and issues one to cancel the rest', async () => {
    const taxInvoice = {
      ...saved,
      data: {
        ...saved.data,
        attributes: {
          ...saved.data.attributes,
          gst_registered: true,
          adjusted: '10.00',
          balance_due: '90.00',
        },
      },
    };
    const notes = {
      data: [
        {
          type: 'adjustmentNotes',
          id: '3',
          attributes: {
            number: 'AN-0001',
            issued_on: '2026-11-10',
            kind: 'reduce',
            reason: 'Loyalty discount',
            amount: '10.00',
            gst: '0.91',
            created_at: '2026-11-10T01:00:00Z',
          },
          relationships: { invoice: { data: { type: 'invoices', id: '5' } } },
        },
      ],
      meta: {
        adjusted: '10.00',
        remaining: '90.00',
        amount_paid: '0.00',
        balance_due: '90.00',
        credit_owed: '0.00',
        payment_state: 'unpaid',
        status: 0,
        paid_date: null,
      },
    };
    const posted: unknown[] = [];
    const stub = server(() => undefined);
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/v1/me?include=roles') return new Response(JSON.stringify(meDocument()));
      if (key.startsWith('GET /api/v1/invoices/5?')) return new Response(JSON.stringify(taxInvoice));
      if (key === 'GET /api/v1/invoices/5/payments') return new Response(JSON.stringify(noPayments));
      if (key === 'GET /api/v1/invoices/5/adjustment-notes') return new Response(JSON.stringify(notes));
      if (key === 'POST /api/v1/invoices/5/adjustment-notes') {
        posted.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            data: {
              ...notes.data[0],
              id: '4',
              attributes: { ...notes.data[0]?.attributes, number: 'AN-0002' },
            },
            meta: notes.meta,
          }),
          { status: 201 },
        );
      }
      return new Response(JSON.stringify({ data: [], meta: { page: { total: 0 } } }));
    });
    await renderApp('/invoice/overview/5');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Adjustment notes' }, WAIT);
    const row = await within(section).findByRole('row', { name: /AN-0001/ }, WAIT);
    expect(row.textContent).toContain('Loyalty discount');
    expect(row.textContent).toContain('−$10.00');
    expect(screen.getByTestId('amount-adjusted').textContent).toBe('−$10.00');

    await user.click(within(section).getByRole('button', { name: 'Create adjustment note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create adjustment note' }, WAIT);
    // The reason is required before anything is sent.
    await user.click(within(dialog).getByRole('radio', { name: 'Cancel the rest ($90.00)' }));
    expect(within(dialog).queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Issue adjustment note' }));
    expect(await within(dialog).findByText('Give the reason for the adjustment.', {}, WAIT)).toBeTruthy();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Job called off');
    await user.click(within(dialog).getByRole('button', { name: 'Issue adjustment note' }));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted).toMatchObject([
      { data: { type: 'adjustmentNotes', attributes: { kind: 'cancel', reason: 'Job called off' } } },
    ]);
    expect((posted[0] as { data: { attributes: object } }).data.attributes).not.toHaveProperty('amount');
  });

  it('shows when the invoice was e-mailed as one instant in the local time zone', async () => {
    server(overviewApi);
    await renderApp('/invoice/overview/5');
    expect(
      await screen.findByText('Invoice e-mailed to pay@bondi.example on 24/11/2026 1:30 am', {}, WAIT),
    ).toBeTruthy();
  });
});

const createApi = (key: string): Answer | undefined => {
  if (key.startsWith('GET /api/v1/companies?')) return { status: 200, body: companies };
  if (key.startsWith('GET /api/v1/invoices/next-number?'))
    return { status: 200, body: { meta: { number: 'INV-0001' } } };
  return undefined;
};

describe('create invoice', { timeout: 15_000 }, () => {
  it('shows and takes dates as DD/MM/YYYY, with a Monday-first calendar in the chosen language', async () => {
    server(createApi);
    await renderApp('/invoice/create');
    const invoiceDate = (await screen.findByLabelText(/Invoice date/, {}, WAIT)) as HTMLInputElement;
    expect(invoiceDate.value).toBe(formatDisplayDate(todayIn('Australia/Sydney')));

    const user = userEvent.setup();
    await user.clear(invoiceDate);
    await user.type(invoiceDate, '24/11/2026');
    expect(await screen.findByRole('button', { name: 'November 2026' }, WAIT)).toBeTruthy();
    const weekdays = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(weekdays.slice(0, 2)).toEqual(['Mo', 'Tu']);
    await user.click(screen.getByRole('button', { name: '28 November 2026' }));
    expect(invoiceDate.value).toBe('28/11/2026');
    // Month first (as a US browser would take it) is not a date here: the last good one comes back.
    await user.clear(invoiceDate);
    await user.type(invoiceDate, '11/30/2026');
    await user.tab();
    expect(invoiceDate.value).toBe('28/11/2026');

    await i18next.changeLanguage('es');
    await user.click(screen.getByLabelText(/Fecha de la factura/));
    expect((await screen.findAllByRole('button', { name: /noviembre 2026/i }, WAIT)).length).toBeGreaterThan(
      0,
    );
  });

  const payIds = {
    data: ['12', '11'].map((id, index) => ({
      type: 'paymentDetails',
      id,
      attributes: {
        payid: index === 0 ? 'new@harbour.example' : 'old@harbour.example',
        payid_type: 'email',
        name: 'Harbour Plumbing',
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      },
      relationships: { company: { data: { type: 'companies', id: '1' } } },
    })),
    meta: { page: { total: 2 } },
  };
  const withPayIds = (key: string): Answer | undefined =>
    key === 'GET /api/v1/companies/1/payment-details' ? { status: 200, body: payIds } : createApi(key);

  it("starts a new invoice with the payment details on and the business's newest PayID chosen", async () => {
    server(withPayIds);
    await renderApp('/invoice/create');
    const payment = (await screen.findByRole(
      'switch',
      { name: 'Add payment details' },
      WAIT,
    )) as HTMLInputElement;
    await waitFor(() => expect(payment.checked).toBe(true), WAIT);
    // The newest of the two (the API lists them newest first), not the older one.
    const chosen = (await screen.findByDisplayValue(
      'new@harbour.example — Harbour Plumbing',
      {},
      WAIT,
    )) as HTMLInputElement;
    expect(screen.queryByDisplayValue('old@harbour.example — Harbour Plumbing')).toBeNull();
    // Part of the form as it starts: Save stays off until the user changes something.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Item' }), 'Mowing');
    expect(payment.checked).toBe(true);
    expect(chosen.value).toBe('new@harbour.example — Harbour Plumbing');
  });

  it('keeps the payment details off once the user turns them off, and off for a business with no PayID', async () => {
    server(withPayIds);
    await renderApp('/invoice/create');
    const payment = (await screen.findByRole(
      'switch',
      { name: 'Add payment details' },
      WAIT,
    )) as HTMLInputElement;
    await waitFor(() => expect(payment.checked).toBe(true), WAIT);
    const user = userEvent.setup();
    await user.click(payment);
    expect(payment.checked).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Item' }), 'Mowing');
    expect(payment.checked).toBe(false);

    cleanup();
    const fetch = server(createApi);
    await renderApp('/invoice/create');
    const none = (await screen.findByRole(
      'switch',
      { name: 'Add payment details' },
      WAIT,
    )) as HTMLInputElement;
    await waitFor(
      () =>
        expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
          '/api/v1/companies/1/payment-details',
        ),
      WAIT,
    );
    expect(none.checked).toBe(false);
  });

  it('leaves a saved invoice without payment details as it was, though its business has a PayID', async () => {
    const unpaidBy = {
      ...saved,
      data: { ...saved.data, attributes: { ...saved.data.attributes, payment_method: 'none' } },
    };
    server((key) =>
      key.startsWith('GET /api/v1/invoices/5?')
        ? { status: 200, body: unpaidBy }
        : (overviewApi(key) ?? withPayIds(key)),
    );
    await renderApp('/invoice/overview/5');
    expect(await screen.findByRole('heading', { level: 1, name: '#INV-0005' }, WAIT)).toBeTruthy();
    const payment = (await screen.findByRole(
      'switch',
      { name: 'Add payment details' },
      WAIT,
    )) as HTMLInputElement;
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pay To' })).toBeTruthy(), WAIT);
    expect(payment.checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Save off on the blank form (number and business filled in for the user), on once edited', async () => {
    server(createApi);
    await renderApp('/invoice/create');
    const number = (await screen.findByLabelText(/Invoice number/, {}, WAIT)) as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('INV-0001'), WAIT);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Item' }), 'Mowing');
    expect(save.disabled).toBe(false);
    // Still invalid (no client, no price): Save shows why instead of being off.
    await user.click(save);
    expect(await screen.findByText('Customer is required', {}, WAIT)).toBeTruthy();
  });
});
