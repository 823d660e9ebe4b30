import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Crumb, PageHeader } from './page-header.tsx';
import { QueryState } from './query-state.tsx';

interface NotFoundAlertProps {
  title: string;
  /** Why it may be gone; absent, the title says it all. */
  text?: string | undefined;
  /** Where the person goes instead: the list the record was in. */
  back: { label: string; to: string };
}

/** A record that is not there for this user (gone, or never theirs), and the way back to its list. */
export function NotFoundAlert({ title, text, back }: NotFoundAlertProps) {
  return (
    <Alert color="yellow" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        {text && <Text size="sm">{text}</Text>}
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      </Stack>
    </Alert>
  );
}

interface RecordStateProps<T> {
  query: UseQueryResult<T>;
  title: string;
  crumbs: readonly Crumb[];
  loading: string;
  failed: string;
  notFound: NotFoundAlertProps;
}

/**
 * A record's screen until its record is there: the screen's heading, then the spinner, the failure
 * (with a toast) or the record not found. The screen itself renders the record once it has it.
 */
export function RecordState<T>({ query, title, crumbs, loading, failed, notFound }: RecordStateProps<T>) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} crumbs={crumbs} />
      <QueryState
        query={query}
        loading={loading}
        failed={failed}
        toast
        notFound={<NotFoundAlert {...notFound} />}
      >
        {() => null}
      </QueryState>
    </Stack>
  );
}
