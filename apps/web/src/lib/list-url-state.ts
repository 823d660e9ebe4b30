import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// A list's search, filters and page live in the URL, so a reload or a shared link shows the same list.
// Every list screen keeps them the same way: this hook is that way.

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The value when it is one of `allowed`, else `fallback` (a filter from an old or hand-made link). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/**
 * The list's query string: the typed search as it is (`search`) and once settled (`term`, the one
 * asked for, kept as `q`), the page, and the filters named in `filterKeys` (read from `params`).
 * A new search or filter starts on the first page.
 */
export function useListUrlState(filterKeys: readonly string[]) {
  const [params, setParams] = useSearchParams();
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
    if ((params.get('q') ?? '') !== term) setQuery({ q: term || null, page: null });
  }, [term]);

  // And a term changed from outside (a link to the bare list, back/forward) comes into the box.
  const urlTerm = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL term should set the box.
  useEffect(() => {
    if (urlTerm !== term) setSearch(urlTerm);
  }, [urlTerm]);

  return {
    params,
    search,
    term,
    page,
    type: (text: string) => {
      setSearch(text);
      if (page !== 1) setQuery({ page: null });
    },
    /** Sets filters (null drops one) and goes back to the first page. */
    setFilters: (changes: Record<string, string | null>) => setQuery({ ...changes, page: null }),
    setPage: (next: number) => setQuery({ page: next > 1 ? String(next) : null }),
    clear: () => {
      setSearch('');
      setQuery({ q: null, page: null, ...Object.fromEntries(filterKeys.map((key) => [key, null])) });
    },
  };
}

export type ListUrlState = ReturnType<typeof useListUrlState>;

/**
 * How many pages the list has; after a delete empties the last page, or with a page number from an
 * old link, the list goes to its last page.
 */
export function useListPages(
  list: Pick<ListUrlState, 'page' | 'setPage'>,
  query: { data?: { total: number } | undefined; isPlaceholderData: boolean },
  pageSize: number,
): number {
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage changes every render.
  useEffect(() => {
    if (list.page > pages && query.data && !query.isPlaceholderData) list.setPage(pages);
  }, [list.page, pages, query.data, query.isPlaceholderData]);
  return pages;
}

/** A list's search, status filter (`all` when none) and page, as useListUrlState keeps them. */
export function useStatusListUrlState<Status extends string>(statuses: readonly Status[], all: Status) {
  const list = useListUrlState(['status']);
  const status = oneOf(list.params.get('status'), statuses, all);
  return {
    ...list,
    status,
    filtered: list.term !== '' || status !== all,
    setStatus: (next: Status) => list.setFilters({ status: next === all ? null : next }),
  };
}
