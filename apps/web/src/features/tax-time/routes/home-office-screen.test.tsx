import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meDocument, renderApp, WAIT } from '../../../testing/render-app.tsx';

function claim(year: string, basis: 'confirmed' | 'secondary' | 'estimate', totalMinutes: number) {
  return {
    data: {
      type: 'home-office-claims',
      id: year,
      attributes: {
        year,
        total_minutes: totalMinutes,
        hours: Math.floor(totalMinutes / 60),
        minutes: totalMinutes % 60,
        rate_cents: basis === 'confirmed' ? 67 : 70,
        basis,
        claim_cents: Math.round((totalMinutes * (basis === 'confirmed' ? 67 : 70)) / 60),
        outside_year: [],
      },
    },
  };
}

const DAYS = [
  { date: '2025-07-01', minutes: 450 },
  { date: '2025-07-02', minutes: 240 },
  { date: '2025-08-04', minutes: 480 },
];

type Reply = { status: number; body: unknown };

function server(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const sent: { key: string; body: unknown }[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ key, body });
    const found = replies[key];
    let reply: Reply = { status: 404, body: { errors: [{ status: '404' }] } };
    if (key === 'GET /api/v1/me?include=roles') reply = { status: 200, body: meDocument() };
    else if (found) reply = typeof found === 'function' ? found(body) : found;
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', stub);
  return sent;
}

const daysOf = (days: typeof DAYS) => ({
  status: 200,
  body: { data: days.map((day) => ({ type: 'home-office-days', id: day.date, attributes: day })) },
});

describe('working from home screen', () => {
  it('shows the claim with its rate labelled a secondary source, and the diary by month with totals', async () => {
    server({
      'GET /api/v1/home-office-days?filter[financial_year]=2025-26': daysOf(DAYS),
      'GET /api/v1/tax-years/2025-26/home-office': {
        status: 200,
        body: claim('2025-26', 'secondary', 48_000),
      },
    });
    await renderApp('/tax-time/home-office?year=2025-26');
    expect((await screen.findByTestId('home-office-claim', {}, WAIT)).textContent).toBe('$560.00');
    expect(screen.getByTestId('home-office-hours').textContent).toBe('800:00');
    expect(screen.getByTestId('home-office-rate').textContent).toBe('$0.70 an hour');
    expect(screen.getByTestId('home-office-basis').textContent).toBe('Secondary source');
    expect(screen.getByText(/comes from accounting firms quoting the ATO’s ruling/)).toBeTruthy();
    expect(screen.getByText(/none of these is claimed separately/)).toBeTruthy();
    expect(screen.getByText(/loses the main residence exemption from capital gains tax/)).toBeTruthy();
    const july = await screen.findByTestId('home-office-month-2025-07', {}, WAIT);
    expect(within(july).getByText('11:30 h over 2 days')).toBeTruthy();
    expect(
      within(screen.getByTestId('home-office-month-2025-08')).getByText('8:00 h over 1 day'),
    ).toBeTruthy();
  });

  it('labels an estimated rate and says so, and shows the empty diary', async () => {
    server({
      'GET /api/v1/home-office-days?filter[financial_year]=2026-27': daysOf([]),
      'GET /api/v1/tax-years/2026-27/home-office': { status: 200, body: claim('2026-27', 'estimate', 0) },
    });
    await renderApp('/tax-time/home-office?year=2026-27');
    expect((await screen.findByTestId('home-office-basis', {}, WAIT)).textContent).toBe('Estimate');
    expect(screen.getByText(/so this claim is an estimate/)).toBeTruthy();
    expect(await screen.findByTestId('home-office-empty', {}, WAIT)).toBeTruthy();
  });

  it('sends a day as minutes and shows the server’s refusal under the time', async () => {
    const sent = server({
      'GET /api/v1/home-office-days?filter[financial_year]=2025-26': daysOf(DAYS),
      'GET /api/v1/tax-years/2025-26/home-office': { status: 200, body: claim('2025-26', 'secondary', 1170) },
      'PUT /api/v1/home-office-days/2025-08-04': {
        status: 422,
        body: {
          errors: [
            {
              status: '422',
              title: 'Unprocessable Entity',
              detail: 'Enter the time worked at home that day: from 1 minute to 24 hours, in whole minutes.',
              code: 'home_office_minutes_invalid',
              source: { pointer: '/data/attributes/minutes' },
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await renderApp('/tax-time/home-office?year=2025-26');
    await user.click(await screen.findByRole('button', { name: 'Change 04/08/2025' }, WAIT));
    const panel = await screen.findByRole('dialog', {}, WAIT);
    const minutes = within(panel).getByRole('textbox', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(within(panel).getByRole('button', { name: 'Save day' }));
    expect(
      await within(panel).findByText(
        'Enter the time worked at home that day: from 1 minute to 24 hours, in whole minutes.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    const put = sent.find((request) => request.key === 'PUT /api/v1/home-office-days/2025-08-04');
    expect(put?.body).toEqual({ data: { type: 'home-office-days', attributes: { minutes: 495 } } });
  });
});
