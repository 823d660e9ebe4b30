import { useDebouncedValue } from '@mantine/hooks';
import { isIsoDate } from '@sorted/core/dates/calendar';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCategory } from './expense-form-model.ts';
import { isPeriod, type Period } from './expense-periods.ts';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

const dateFrom = (value: string | null) => (value && isIsoDate(value) ? value : null);

/**
 * The expense list's search, category, period (with its own dates when custom) and page, kept in the URL
 * so a reload or a shared link shows the same list: the typed search as it is (`search`) and once
 * settled (`term`, the one asked for).
 */
export function useExpenseListParams() {
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? params.get('category') : null;
  const business = /^\d+$/.test(params.get('business') ?? '') ? params.get('business') : null;
  const rawPeriod = params.get('period');
  const period: Period = isPeriod(rawPeriod) ? rawPeriod : 'all';
  const from = dateFrom(params.get('from'));
  const to = dateFrom(params.get('to'));
  const page = pageFrom(params.get('page'));
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [term] = useDebouncedValue(search.trim(), 300);

  /** Changes the list's query string in place (no new history entry per keystroke or page). */
  const setQuery = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new term should write the URL.
  useEffect(() => {
    if ((params.get('q') ?? '') !== term) setQuery({ q: term || null, page: null });
  }, [term]);

  const urlTerm = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL term should set the box.
  useEffect(() => {
    if (urlTerm !== term) setSearch(urlTerm);
  }, [urlTerm]);

  return {
    search,
    term,
    category,
    business,
    period,
    from,
    to,
    page,
    filtered: term !== '' || category !== null || business !== null || period !== 'all',
    type: setSearch,
    setCategory: (next: string | null) => setQuery({ category: next, page: null }),
    setBusiness: (next: string | null) => setQuery({ business: next, page: null }),
    setPeriod: (next: Period) =>
      setQuery({ period: next === 'all' ? null : next, from: null, to: null, page: null }),
    setDates: (dates: { from?: string | null; to?: string | null }) => setQuery({ ...dates, page: null }),
    setPage: (next: number) => setQuery({ page: next > 1 ? String(next) : null }),
    clear: () => {
      setSearch('');
      setQuery({ q: null, category: null, business: null, period: null, from: null, to: null, page: null });
    },
  };
}
