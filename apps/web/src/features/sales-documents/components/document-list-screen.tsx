import { Button, Center, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { oneOf, useListPages, useListUrlState } from '../../../lib/list-url-state.ts';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { type Crumb, PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';

/** A document list's search, status filter and page, in the URL as every list keeps them. */
export function useDocumentList<Status extends string>(statuses: readonly Status[], all: Status) {
  const list = useListUrlState(['status']);
  const status = oneOf(list.params.get('status'), statuses, all);
  return {
    ...list,
    status,
    filtered: list.term !== '' || status !== all,
    setStatus: (next: Status) => list.setFilters({ status: next === all ? null : next }),
  };
}

type DocumentList<Status extends string> = ReturnType<typeof useDocumentList<Status>>;

/** What the rows show while another page or filter loads. */
export interface Refreshing {
  'aria-busy': boolean;
  style: CSSProperties;
}

interface DocumentListScreenProps<Status extends string, Data extends { total: number }> {
  title: string;
  crumbs: readonly Crumb[];
  tabs: ReactNode;
  list: DocumentList<Status>;
  statuses: readonly { value: Status; label: string }[];
  query: UseQueryResult<Data>;
  pageSize: number;
  isEmpty: (data: Data) => boolean;
  /** The kind's wording of the search, the filter and the list's states. */
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
  /** Said when the user has no document of the kind yet: what it is, and where to make the first. */
  empty: { icon: ReactNode; title: string; text: string; action: ReactNode };
  /** The documents of the page, as the kind shows them (cards, rows). */
  children: (data: Data, refreshing: Refreshing) => ReactNode;
  /** The kind's dialogs (confirming a delete…). */
  dialogs?: ReactNode;
}

/**
 * The one list screen of a sales document kind, newest first: search, filter by status, one page at a
 * time; search, status and page live in the URL.
 */
export function DocumentListScreen<Status extends string, Data extends { total: number }>({
  title,
  crumbs,
  tabs,
  list,
  statuses,
  query,
  pageSize,
  isEmpty,
  texts,
  emptyTestId,
  empty,
  children,
  dialogs,
}: DocumentListScreenProps<Status, Data>) {
  const pages = useListPages(list, query, pageSize);
  return (
    <Stack gap="lg">
      <PageHeader title={title} crumbs={crumbs} />
      {tabs}
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
        <SegmentedControl
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
            {pages > 1 && (
              <Center>
                <ListPagination
                  total={pages}
                  value={Math.min(list.page, pages)}
                  onChange={(next) => {
                    list.setPage(next);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
      {dialogs}
    </Stack>
  );
}
