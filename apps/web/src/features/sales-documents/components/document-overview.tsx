import { Alert, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Crumb, PageHeader } from '../../../ui/page-header.tsx';
import { QueryState } from '../../../ui/query-state.tsx';

/** The kind's crumbs to an overview: its list, then the overview itself (the last one names the page). */
type OverviewCrumbs = readonly [Crumb, Crumb];

/**
 * One document's page: its number under the kind's crumbs with its status beside it, the kind's tabs,
 * then what the kind shows of it (actions, panels, the form, its history).
 */
export function DocumentOverview({
  number,
  crumbs,
  status,
  tabs,
  children,
}: {
  number: string;
  crumbs: OverviewCrumbs;
  status: ReactNode;
  tabs: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageHeader title={`#${number}`} crumbs={crumbs} actions={status} />
      {tabs}
      {children}
    </Stack>
  );
}

/**
 * The overview screen until the document is here: loading, failed (with Try again), or not found; then
 * the kind's overview of it, keyed by its id so another document starts afresh.
 */
export function DocumentOverviewScreen<Document extends { id: string }>({
  query,
  crumbs,
  texts,
  children,
}: {
  query: UseQueryResult<Document>;
  crumbs: OverviewCrumbs;
  texts: { loadFailed: string; notFound: string };
  children: (document: Document) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data) return <Fragment key={query.data.id}>{children(query.data)}</Fragment>;
  return (
    <Stack gap="lg">
      {!query.isPending && <PageHeader title={crumbs[1].label} crumbs={crumbs} />}
      <QueryState
        query={query}
        loading={t('common.loading')}
        failed={texts.loadFailed}
        notFound={
          <Alert color="red" variant="light" role="alert">
            {texts.notFound}
          </Alert>
        }
      >
        {() => null}
      </QueryState>
    </Stack>
  );
}
