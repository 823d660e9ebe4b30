import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp } from '../../../testing/render-app.tsx';

const WAIT = { timeout: 5000 };

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
      gst_registered: false,
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

const overviewApi = (key: string): Answer | undefined =>
  key.startsWith('GET /api/v1/invoices/5?') ? { status: 200, body: saved } : undefined;

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

  it('shows when the invoice was e-mailed as one instant in the local time zone', async () => {
    server(overviewApi);
    await renderApp('/invoice/overview/5');
    expect(
      await screen.findByText('Invoice e-mailed to pay@bondi.example on 24/11/2026 1:30 am', {}, WAIT),
    ).toBeTruthy();
  });
});
