import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

/** A sent quote, edited once after it was mailed: revision 2 of $990.00. */
function quoteDocument(attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'quotes',
      id: '5',
      attributes: {
        number: 'Q-0005',
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        status: 'sent',
        display_status: 'sent',
        subtotal: '900.00',
        gst: '90.00',
        total: '990.00',
        gst_registered: true,
        sent_at: '2026-11-02T01:00:00Z',
        decided_at: null,
        converted_invoice_id: null,
        revision: 2,
        withdrawn_at: null,
        withdraw_reason: null,
        created_at: '2026-11-01T01:00:00Z',
        updated_at: '2026-11-03T01:00:00Z',
        prices_include_gst: false,
        note: null,
        company_details: { name: 'Harbour Plumbing' },
        customer_details: { name: 'Bondi Bakery' },
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: '1' } },
        customer: { data: { type: 'customers', id: '7' } },
        items: { data: [{ type: 'quoteItems', id: '9' }] },
      },
    },
    included: [
      {
        type: 'quoteItems',
        id: '9',
        attributes: {
          position: 0,
          name: 'Labour',
          description: null,
          quantity: '1',
          price: '900.00',
          taxable: true,
          amount: '900.00',
        },
      },
    ],
  };
}

const revisions = {
  data: [
    {
      type: 'quoteRevisions',
      id: '5-1',
      attributes: {
        revision: 1,
        current: false,
        made_at: '2026-11-02T01:00:00Z',
        replaced_at: '2026-11-03T01:00:00Z',
        number: 'Q-0005',
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        subtotal: '100.00',
        gst: '10.00',
        total: '110.00',
      },
    },
    {
      type: 'quoteRevisions',
      id: '5-2',
      attributes: {
        revision: 2,
        current: true,
        made_at: '2026-11-03T01:00:00Z',
        replaced_at: null,
        number: 'Q-0005',
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        subtotal: '900.00',
        gst: '90.00',
        total: '990.00',
      },
    },
  ],
};

const history = (withdrawn: boolean) => ({
  data: [
    {
      type: 'historyEntries',
      id: '1',
      attributes: {
        action: 'sent',
        actor: 'owner',
        details: { to: 'pay@bondi.example' },
        created_at: '2026-11-02T01:00:00Z',
      },
    },
    {
      type: 'historyEntries',
      id: '2',
      attributes: {
        action: 'revised',
        actor: 'owner',
        details: { revision: 2, total: '990.00' },
        created_at: '2026-11-03T01:00:00Z',
      },
    },
    ...(withdrawn
      ? [
          {
            type: 'historyEntries',
            id: '3',
            attributes: {
              action: 'withdrawn',
              actor: 'owner',
              details: { reason: 'Job cancelled' },
              created_at: '2026-11-04T01:00:00Z',
            },
          },
        ]
      : []),
  ],
});

/** A stand-in API: the session, the quote (withdrawn once asked to be), its revisions and history. */
function server() {
  let withdrawn = false;
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'POST /api/v1/quotes/5/withdraw') withdrawn = true;
    const withdrawnAttributes = {
      status: 'withdrawn',
      display_status: 'withdrawn',
      withdrawn_at: '2026-11-04T01:00:00Z',
      withdraw_reason: 'Job cancelled',
    };
    const reply: Answer =
      key === 'GET /api/v1/me?include=roles'
        ? { status: 200, body: meDocument() }
        : key.startsWith('GET /api/v1/quotes/5?') || key === 'POST /api/v1/quotes/5/withdraw'
          ? { status: 200, body: quoteDocument(withdrawn ? withdrawnAttributes : {}) }
          : key === 'GET /api/v1/quotes/5/revisions'
            ? { status: 200, body: revisions }
            : key === 'GET /api/v1/history/quote/5'
              ? { status: 200, body: history(withdrawn) }
              : { status: 200, body: { data: [], meta: { page: { total: 0 } } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const calls = (stub: ReturnType<typeof server>, key: string) =>
  stub.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

describe('quote overview', { timeout: 20_000 }, () => {
  it('lists the revisions and the history of a sent quote, and offers Withdraw instead of Delete', async () => {
    server();
    await renderApp('/quotes/5');
    const rows = await screen.findAllByTestId('quote-revision', {}, WAIT);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('$110.00'),
      expect.stringContaining('$990.00'),
    ]);
    expect(rows[1]?.getAttribute('data-current')).toBe('true');
    expect(within(rows[1] as HTMLElement).getByText('Current')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'History' });
    expect(await within(panel).findByText('Revision 2 made ($990.00)', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('withdraws only with a reason, then shows the quote withdrawn and its history again', async () => {
    const stub = server();
    const user = userEvent.setup();
    await renderApp('/quotes/5');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw quote Q-0005' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw quote' }));
    expect(await within(dialog).findByText('Say why the quote is withdrawn.', {}, WAIT)).toBeTruthy();
    expect(calls(stub, 'POST /api/v1/quotes/5/withdraw')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Job cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() => expect(calls(stub, 'POST /api/v1/quotes/5/withdraw')).toHaveLength(1), WAIT);
    const [, init] = calls(stub, 'POST /api/v1/quotes/5/withdraw')[0] ?? [];
    expect(JSON.parse(String(init?.body)).data.attributes).toEqual({ reason: 'Job cancelled' });

    expect((await screen.findByTestId('quote-withdrawn', {}, WAIT)).textContent).toContain('Job cancelled');
    expect(await screen.findByText('Withdrawn: Job cancelled', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByTestId('quote-status').textContent).toBe('Withdrawn');
    // The history was asked for again after the change.
    expect(calls(stub, 'GET /api/v1/history/quote/5').length).toBeGreaterThan(1);
  });
});
