import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

type Answer = { status: number; body?: unknown };

const amounts = (g1: string, gstOnSales: string, gstOnPurchases: string, net: string) => ({
  g1,
  gst_on_sales: gstOnSales,
  gst_on_purchases: gstOnPurchases,
  net,
});

/** A quarter of 2026-27 as the API answers it; `attributes` changes what the test is about. */
function quarter(
  key: string,
  first: string,
  last: string,
  due: string,
  attributes: Record<string, unknown> = {},
) {
  const figures = amounts('1100.00', '100.00', '20.00', '80.00');
  return {
    type: 'basPeriods',
    id: key,
    attributes: {
      key,
      reporting_period: 'quarterly',
      basis: 'accruals',
      first_month: first,
      last_month: last,
      start: `${first}-01`,
      end: `${last}-30`,
      due_date: due,
      figures,
      adjustments: [],
      total: figures,
      labels: figures,
      label_shifts: { sales_to_purchases: '0.00', purchases_to_sales: '0.00' },
      lodged: false,
      lodged_within: [],
      overdue: false,
      unreconciled_bank_lines: 0,
      payg: null,
      lodgement: null,
      ...attributes,
    },
    relationships: { company: { data: { type: 'companies', id: '3' } } },
  };
}

const company = {
  type: 'companies',
  id: '3',
  attributes: {
    name: 'Harbour Electrical',
    abn: '51824753556',
    abn_formatted: '51 824 753 556',
    email: null,
    phone: null,
    address: null,
    gst_registered: true,
    gst_registered_from: '2026-08-15',
    logo_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
};

function server(periods: unknown[], other: (key: string) => Answer | undefined = () => undefined) {
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    let reply: Answer = other(key) ?? { status: 404, body: { errors: [{ status: '404' }] } };
    if (key === 'GET /api/v1/me?include=roles') reply = { status: 200, body: meDocument() };
    else if (key.startsWith('GET /api/v1/companies?'))
      reply = { status: 200, body: { data: [company], meta: { page: { total: 1, number: 1, size: 100 } } } };
    else if (key.startsWith('GET /api/v1/companies/3/bas-periods?'))
      reply = {
        status: 200,
        body: { data: periods, meta: { page: { total: periods.length, number: 1, size: periods.length } } },
      };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const q3Note = quarter('2026-Q3', '2026-07', '2026-09', '2026-10-28', {
  // The quarter's only activity: a note on an earlier invoice. Summed below zero; reported at 1B.
  figures: amounts('-220.00', '-20.00', '0.00', '-20.00'),
  total: amounts('-220.00', '-20.00', '0.00', '-20.00'),
  labels: amounts('0.00', '0.00', '20.00', '-20.00'),
  label_shifts: { sales_to_purchases: '20.00', purchases_to_sales: '0.00' },
  overdue: true,
});
const year = [
  q3Note,
  quarter('2026-Q4', '2026-10', '2026-12', '2027-02-28'),
  quarter('2027-Q1', '2027-01', '2027-03', '2027-04-28'),
  quarter('2027-Q2', '2027-04', '2027-06', '2027-07-28'),
];

describe('BAS screen', () => {
  it('shows an overdue period with a badge and says when it was due; the period choice says so too', async () => {
    server(year);
    await renderApp('/bas?company=3&year=2026&period=2026-Q3');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    expect(within(worksheet).getByTestId('bas-overdue').textContent).toBe('Overdue');
    expect(within(worksheet).getByTestId('bas-overdue-text').textContent).toContain('28/10/2026');
    expect(screen.getByText(/July\s*–\s*Sept 2026 · Overdue/)).toBeTruthy();
  });

  it('shows the labels as the BAS takes them: never below zero, the excess at 1B, and says what moved', async () => {
    server(year);
    await renderApp('/bas?company=3&year=2026&period=2026-Q3');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    expect(within(worksheet).getByTestId('bas-figure-g1').textContent).toBe('$0.00');
    expect(within(worksheet).getByTestId('bas-figure-1a').textContent).toBe('$0.00');
    expect(within(worksheet).getByTestId('bas-figure-1b').textContent).toBe('$20.00');
    expect(within(worksheet).getByTestId('bas-label-shift').textContent).toContain(
      'Decreasing adjustments beyond GST on sales, reported at 1B',
    );
    expect(within(worksheet).getByTestId('bas-net').textContent).toBe('$20.00');
    expect(worksheet.textContent).not.toContain('-$');
  });

  it('shows neither badge nor notice for a period not overdue', async () => {
    server(year);
    await renderApp('/bas?company=3&year=2026&period=2026-Q4');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    expect(within(worksheet).getByTestId('bas-figure-1a').textContent).toBe('$100.00');
    expect(within(worksheet).queryByTestId('bas-overdue')).toBeNull();
    expect(within(worksheet).queryByTestId('bas-overdue-text')).toBeNull();
    expect(within(worksheet).queryByTestId('bas-label-shift')).toBeNull();
    expect(within(worksheet).queryByTestId('unreconciled-lines-notice')).toBeNull();
  });

  it('says how many bank lines of the period are not reconciled yet, with a link to the bank screen', async () => {
    server([quarter('2026-Q4', '2026-10', '2026-12', '2027-02-28', { unreconciled_bank_lines: 3 })]);
    await renderApp('/bas?company=3&year=2026&period=2026-Q4');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    const notice = within(worksheet).getByTestId('unreconciled-lines-notice');
    expect(notice.textContent).toBe(
      '3 bank lines in this period are not reconciled yet: the figures may be missing income or expenses. Reconcile now',
    );
    expect(within(notice).getByRole('link', { name: 'Reconcile now' }).getAttribute('href')).toBe('/bank');
  });

  it('says when the BAS starts: the day the business registered for GST', async () => {
    server(year);
    await renderApp('/bas?company=3&year=2026&period=2026-Q3');
    expect((await screen.findByTestId('bas-starts', {}, WAIT)).textContent).toBe(
      'This BAS starts on 15/08/2026, when Harbour Electrical registered for GST: sales and purchases before that day are not counted.',
    );
  });

  it('shows a month of a quarter lodged before a change to monthly as lodged within it, with nothing to mark', async () => {
    const month = {
      ...quarter('2026-08', '2026-08', '2026-08', '2026-09-21', {
        reporting_period: 'monthly',
        lodged: true,
        lodged_within: ['2026-Q3'],
      }),
    };
    server([month]);
    await renderApp('/bas?company=3&year=2026&period=2026-08');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    expect(within(worksheet).getByTestId('bas-status').textContent).toBe('Lodged');
    expect(within(worksheet).getByTestId('bas-lodged-within').textContent).toMatch(
      /^Lodged as part of July\s*–\s*Sept 2026: it is not lodged again\.$/,
    );
    expect(within(worksheet).queryByRole('button', { name: /Mark as lodged/ })).toBeNull();
  });

  it('says a quarter reports only its months not lodged yet', async () => {
    server([
      quarter('2026-Q3', '2026-08', '2026-09', '2026-10-28', { lodged_within: ['2026-07'], overdue: true }),
    ]);
    await renderApp('/bas?company=3&year=2026&period=2026-Q3');
    const worksheet = await screen.findByTestId('bas-worksheet', {}, WAIT);
    expect(within(worksheet).getByTestId('bas-lodged-within').textContent).toBe(
      'July 2026 already lodged: this period reports from 01/08/2026.',
    );
  });

  it('shows the quarter’s PAYG instalment beside the GST, 5A in the total, and checks a variation’s reason', async () => {
    const payg = {
      option: 'amount',
      t1: null,
      t2: null,
      t3: null,
      t11: null,
      t7: '1250.00',
      t8: null,
      t9: null,
      t4: null,
      instalment: '1250.00',
      credit: '0.00',
    };
    const stub = server([quarter('2026-Q4', '2026-10', '2026-12', '2027-02-28', { payg })], (key) =>
      key === 'GET /api/v1/companies/3/payg-instalments/2026'
        ? {
            status: 200,
            body: {
              data: {
                type: 'paygInstalmentOptions',
                id: '3-2026',
                attributes: { year: 2026, option: 'amount', t7: '1250.00', t2: null, locked: false },
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderApp('/bas?company=3&year=2026&period=2026-Q4');
    const section = await screen.findByTestId('payg-section', {}, WAIT);
    expect(within(section).getByTestId('payg-option').textContent).toBe('Instalment amount');
    expect(within(section).getByTestId('payg-t7').textContent).toBe('$1,250.00');
    expect(within(section).getByTestId('payg-5a').textContent).toBe('$1,250.00');
    // GST $80.00 + instalment $1,250.00.
    expect(within(section).getByTestId('payg-statement-total').textContent).toBe('$1,330.00');
    await user.click(within(section).getByRole('button', { name: 'Vary this quarter' }));
    // The form loads when opened; its first field then has the focus.
    const estimate = await within(section).findByLabelText('Estimated tax for the year (T8)');
    await waitFor(() => expect(document.activeElement).toBe(estimate));
    await user.type(estimate, '4000');
    // The reason is chosen from the ATO's codes, each with its meaning; none chosen is refused in place.
    expect(within(section).getByRole('combobox', { name: /Reason code \(T4\)/ })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Save variation' }));
    expect(await within(section).findByText('Choose the reason code (T4) for the variation.')).toBeTruthy();
    expect(stub.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
