import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useListPages, type useStatusListUrlState } from '../lib/list-url-state.ts';
import { ListPager } from './list-pagination.tsx';
import { type Crumb, PageHeader } from './page-header.tsx';
import { EmptyState, QueryState } from './query-state.tsx';
import { Segments } from './segments.tsx';

type StatusList<Status extends string> = ReturnType<typeof useStatusListUrlState<Status>>;

/** What the rows show while another page or filter loads. */
export interface Refreshing {
  'aria-busy': boolean;
  style: CSSProperties;
}

interface FilteredListProps<Status extends string, Data extends { total: number }> {
  list: StatusList<Status>;
  statuses: readonly { value: Status; label: string }[];
  query: UseQueryResult<Data>;
  pageSize: number;
  isEmpty: (data: Data) => boolean;
  /** The list's wording of the search, the filter and its states. */
  texts: {
    searchLabel: string;
    searchPlaceholder: string;
    statusLabel: string;
    loading: string;
    loadFailed: string;
    noMatches: string;
    noMatchesText: string;
    clearFilters: string;
  };
  /** The empty state's test id, for both the empty list and no matches. */
  emptyTestId: string;
  /** Said when the list has nothing yet: what it holds, and where to add the first. */
  empty: { icon: ReactNode; title: string; text: string; action?: ReactNode };
  /** The page's entries, as the list shows them (cards, rows). */
  children: (data: Data, refreshing: Refreshing) => ReactNode;
}

type ListScreenProps<Status extends string, Data extends { total: number }> = FilteredListProps<
  Status,
  Data
> & {
  title: string;
  crumbs: readonly Crumb[];
  tabs: ReactNode;
  /** The list's dialogs (confirming a delete…). */
  dialogs?: ReactNode;
};

/**
 * A list with a search and a status filter, one page at a time; search, status and page live in the
 * URL. A list screen's body (ListScreen), or a section of a record's screen (a bank account's lines).
 */
export function FilteredList<Status extends string, Data extends { total: number }>({
  list,
  statuses,
  query,
  pageSize,
  isEmpty,
  texts,
  emptyTestId,
  empty,
  children,
}: FilteredListProps<Status, Data>) {
  const pages = useListPages(list, query, pageSize);
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(event) => list.type(event.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Segments
          aria-label={texts.statusLabel}
          value={list.status}
          onChange={(value) => list.setStatus(value as Status)}
          data={[...statuses]}
        />
      </Group>
      <QueryState
        query={query}
        loading={texts.loading}
        failed={texts.loadFailed}
        isEmpty={isEmpty}
        empty={
          list.filtered ? (
            <EmptyState
              testId={emptyTestId}
              icon={<IconSearch size={40} stroke={1.4} aria-hidden />}
              title={texts.noMatches}
              text={texts.noMatchesText}
              action={
                <Button variant="default" onClick={list.clear}>
                  {texts.clearFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState testId={emptyTestId} {...empty} />
          )
        }
      >
        {(data) => (
          <Stack gap="lg">
            {children(data, {
              'aria-busy': query.isFetching,
              style: { opacity: query.isPlaceholderData ? 0.6 : 1 },
            })}
            <ListPager pages={pages} list={list} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

/** The one frame of a list screen with a search and a status filter (invoices, quotes). */
export function ListScreen<Status extends string, Data extends { total: number }>({
  title,
  crumbs,
  tabs,
  dialogs,
  ...list
}: ListScreenProps<Status, Data>) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} crumbs={crumbs} />
      {tabs}
      <FilteredList {...list} />
      {dialogs}
    </Stack>
  );
}
