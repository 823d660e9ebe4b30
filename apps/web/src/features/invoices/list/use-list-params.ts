import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusFilter } from '../invoices.ts';

const STATUSES: readonly StatusFilter[] = ['all', 'unpaid', 'overdue', 'paid'];

const statusFrom = (value: string | null): StatusFilter =>
  STATUSES.find((status) => status === value) ?? 'all';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The list's search, status and page, kept in the URL so a reload or a shared link shows the same
 * list: the typed search as it is (`search`) and once settled (`term`, the one asked for).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
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

  // The settled search term goes into the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new term should write the URL.
  useEffect(() => {
    if ((params.get('q') ?? '') !== term) setQuery({ q: term || null });
  }, [term]);

  // And a term changed from outside (a link to the bare list, back/forward) comes into the box.
  const urlTerm = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL term should set the box.
  useEffect(() => {
    if (urlTerm !== term) setSearch(urlTerm);
  }, [urlTerm]);

  return {
    search,
    term,
    status,
    page,
    /** A new search starts on the first page. */
    type: (text: string) => {
      setSearch(text);
      if (page !== 1) setQuery({ page: null });
    },
    setStatus: (next: StatusFilter) => setQuery({ status: next === 'all' ? null : next, page: null }),
    setPage: (next: number) => setQuery({ page: next > 1 ? String(next) : null }),
    clear: () => {
      setSearch('');
      setQuery({ q: null, status: null, page: null });
    },
  };
}
