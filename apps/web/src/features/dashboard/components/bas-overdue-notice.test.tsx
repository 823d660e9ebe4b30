import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18next, i18nReady, loadEverydayTexts } from '../../../app/i18n.ts';
import { Providers } from '../../../app/providers.tsx';
import type { SetAside } from '../../profit/index.ts';
import { BasOverdueNotice, overdueBasPeriods } from './bas-overdue-notice.tsx';

beforeEach(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await loadEverydayTexts();
});

const period = (key: string, start: string, due: string, overdue: boolean, current = false) => ({
  key,
  start,
  end: start,
  due,
  current,
  overdue,
  gst_on_sales: '0.00',
  gst_on_purchases: '0.00',
  net: '0.00',
  owed: '0.00',
});

const business = (id: string, name: string, periods: ReturnType<typeof period>[]) => ({
  id,
  name,
  accounting_basis: 'cash' as const,
  period: { key: '2026-Q4', start: '2026-10-01', end: '2026-12-31', due: '2027-02-28' },
  counted_from: '2025-07',
  periods,
  gst_on_sales: '0.00',
  gst_on_purchases: '0.00',
  owed: '0.00',
});

const aside = {
  gst: [
    business('3', 'Harbour Electrical', [
      period('2026-Q2', '2026-04-01', '2026-07-28', true),
      period('2026-Q3', '2026-07-01', '2026-10-28', true),
      period('2026-Q4', '2026-10-01', '2027-02-28', false, true),
    ]),
    business('4', 'Bondi Bakery', [period('2026-Q4', '2026-10-01', '2027-02-28', false, true)]),
  ],
} as unknown as SetAside;

const renderNotice = (periods: ReturnType<typeof overdueBasPeriods>) =>
  render(
    <Providers env="test">
      <MemoryRouter>
        <BasOverdueNotice periods={periods} />
      </MemoryRouter>
    </Providers>,
  );

describe('the dashboard’s overdue BAS notice', () => {
  it('names every overdue period of each business, each a link to its worksheet on the BAS screen', () => {
    const periods = overdueBasPeriods(aside);
    expect(periods.map((entry) => `${entry.companyId} ${entry.key}`)).toEqual(['3 2026-Q2', '3 2026-Q3']);
    renderNotice(periods);
    const notice = screen.getByTestId('bas-overdue-notice');
    expect(notice.textContent).toContain('A BAS is overdue');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Harbour Electrical: Apr\u2009–\u2009June 2026, due 28/07/2026',
        '/bas?company=3&year=2025&period=2026-Q2',
      ],
      [
        'Harbour Electrical: July\u2009–\u2009Sept 2026, due 28/10/2026',
        '/bas?company=3&year=2026&period=2026-Q3',
      ],
    ]);
  });

  it('shows nothing when no period is overdue, nor before the set-aside has answered', () => {
    expect(overdueBasPeriods(undefined)).toEqual([]);
    renderNotice([]);
    expect(screen.queryByTestId('bas-overdue-notice')).toBeNull();
  });
});
