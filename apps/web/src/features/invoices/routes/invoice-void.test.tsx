import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

/** A sent invoice; voided once asked to be. */
function invoiceDocument(voided: boolean) {
  return {
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
        display_status: voided ? 'Void' : 'Pending',
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
        voided_on: voided ? '2026-11-20' : null,
        void_reason: voided ? 'Billed to the wrong client' : null,
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
    included: [],
    meta: {
      sendings: [{ kind: 'invoice', recipient: 'pay@bondi.example', sent_at: '2026-11-02T00:00:00Z' }],
    },
  };
}

const entry = (id: string, action: string, details: Record<string, unknown>) => ({
  type: 'historyEntries',
  id,
  attributes: { action, actor: 'owner', details, created_at: '2026-11-02T00:00:00Z' },
});

function server() {
  let voided = false;
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'POST /api/v1/invoices/5/void') voided = true;
    const body =
      key === 'GET /api/v1/me?include=roles'
        ? meDocument()
        : key.startsWith('GET /api/v1/invoices/5?') || key === 'POST /api/v1/invoices/5/void'
          ? invoiceDocument(voided)
          : key === 'GET /api/v1/invoices/5/payments'
            ? {
                data: [],
                meta: {
                  amount_paid: '0.00',
                  balance_due: '100.00',
                  payment_state: 'unpaid',
                  status: 0,
                  paid_date: null,
                },
              }
            : key === 'GET /api/v1/history/invoice/5'
              ? {
                  data: [
                    entry('1', 'created', { number: 'INV-0005' }),
                    entry('2', 'edited', {
                      changes: { total: ['110.00', '100.00'], due_date: ['2026-11-10', '2026-11-15'] },
                    }),
                    entry('3', 'sent', { to: 'pay@bondi.example' }),
                    ...(voided ? [entry('4', 'voided', { reason: 'Billed to the wrong client' })] : []),
                  ],
                }
              : { data: [], meta: { page: { total: 0 } } };
    return new Response(JSON.stringify(body));
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const posts = (stub: ReturnType<typeof server>) =>
  stub.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/void'));

describe('voiding an invoice', { timeout: 20_000 }, () => {
  it('offers Void instead of Delete for a sent invoice, asks for a reason, then shows it voided with its history', async () => {
    const stub = server();
    const user = userEvent.setup();
    await renderApp('/invoice/overview/5');
    const history = await screen.findByRole('region', { name: 'History' }, WAIT);
    expect(await within(history).findByText('Total: $110.00 → $100.00', {}, WAIT)).toBeTruthy();
    expect(within(history).getByText('Due date: 10/11/2026 → 15/11/2026')).toBeTruthy();
    expect(within(history).getByText('Sent to pay@bondi.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-0005' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Say why the invoice is voided.', {}, WAIT)).toBeTruthy();
    expect(posts(stub)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed to the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(posts(stub)).toHaveLength(1), WAIT);
    expect(JSON.parse(String(posts(stub)[0]?.[1]?.body))).toMatchObject({
      data: { attributes: { reason: 'Billed to the wrong client' } },
    });
    expect(await screen.findByTestId('invoice-voided', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Invoice INV-0005 voided', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('invoice-status').textContent).toBe('Void');
    expect(await within(history).findByText('Voided: Billed to the wrong client', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});
