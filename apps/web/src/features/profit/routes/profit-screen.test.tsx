import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

const zero = { income: '0.00', expenses: '0.00', profit: '0.00' };

/** 2026-27's profit and loss as the API answers it: no figures recorded, `unreconciled` bank lines. */
function profitAndLoss(unreconciled: number) {
  return {
    data: {
      type: 'profitAndLoss',
      id: '1-2026',
      attributes: {
        today: '2026-11-20',
        financial_year: { start: 2026, label: '2026-27', first_day: '2026-07-01', last_day: '2027-06-30' },
        business_id: null,
        businesses: [
          {
            id: '3',
            name: 'Harbour Electrical',
            accounting_basis: 'cash',
            gst_registered: true,
            ...zero,
          },
        ],
        months: [],
        categories: [],
        totals: zero,
        unreconciled_bank_lines: unreconciled,
      },
    },
  };
}

function server(unreconciled: number) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    let reply: { status: number; body: unknown } = { status: 404, body: { errors: [{ status: '404' }] } };
    if (key === 'GET /api/v1/me?include=roles') reply = { status: 200, body: meDocument() };
    else if (key === 'GET /api/v1/profit-and-loss')
      reply = { status: 200, body: profitAndLoss(unreconciled) };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', stub);
}

describe('profit screen', () => {
  it('says how many bank lines of the year are not reconciled yet, even when no figure is recorded', async () => {
    server(1);
    await renderApp('/profit');
    const notice = await screen.findByTestId('unreconciled-lines-notice', {}, WAIT);
    expect(notice.textContent).toBe(
      '1 bank line in this period is not reconciled yet: the figures may be missing income or expenses. Reconcile now',
    );
    expect(within(notice).getByRole('link', { name: 'Reconcile now' }).getAttribute('href')).toBe('/bank');
    // The statement is drawn after the notice (QueryState defers an answer's drawing): waited for, not assumed.
    expect(await screen.findByTestId('pnl-empty', {}, WAIT)).toBeTruthy();
  });

  it('says nothing of the bank when every line of the year is reconciled', async () => {
    server(0);
    await renderApp('/profit');
    await screen.findByTestId('pnl-empty', {}, WAIT);
    expect(screen.queryByTestId('unreconciled-lines-notice')).toBeNull();
  });
});
