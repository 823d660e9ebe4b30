import { isIsoDate } from '@sorted/core/dates/calendar';
import { isExpenseCategory } from '@sorted/core/expenses/categories';
import { useListUrlState } from '../../lib/list-url-state.ts';
import { isPeriod, type Period } from './expense-periods.ts';

const dateFrom = (value: string | null) => (value && isIsoDate(value) ? value : null);

/**
 * The expense list's search, category, business, period (with its own dates when custom) and page,
 * kept in the URL as every list keeps them.
 */
export function useExpenseListParams() {
  const list = useListUrlState(['category', 'business', 'period', 'from', 'to']);
  const { params, setFilters } = list;
  const category = isExpenseCategory(params.get('category')) ? params.get('category') : null;
  const business = /^\d+$/.test(params.get('business') ?? '') ? params.get('business') : null;
  const rawPeriod = params.get('period');
  const period: Period = isPeriod(rawPeriod) ? rawPeriod : 'all';

  return {
    ...list,
    category,
    business,
    period,
    from: dateFrom(params.get('from')),
    to: dateFrom(params.get('to')),
    filtered: list.term !== '' || category !== null || business !== null || period !== 'all',
    setCategory: (next: string | null) => setFilters({ category: next }),
    setBusiness: (next: string | null) => setFilters({ business: next }),
    setPeriod: (next: Period) => setFilters({ period: next === 'all' ? null : next, from: null, to: null }),
    setDates: (dates: { from?: string | null; to?: string | null }) => setFilters(dates),
  };
}
