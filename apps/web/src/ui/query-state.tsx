import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isNetworkFailure } from '../lib/api.ts';
import { notify } from './notify.tsx';

/** The record is not there for this user (another user's id answers 404 too). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Said beside the spinner while the first answer is on its way ("Loading clients…"). */
  loading: string;
  /** The alert's title when the query failed; it offers to try again. */
  failed: string;
  /** Also raise `failed` as a toast (screens whose failure the person might not be looking at). */
  toast?: boolean;
  /** When true for the answer, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown instead of the failure when the record is not there (404); no toast then. */
  notFound?: ReactNode;
  /** Shown instead of the spinner while the first answer is on its way (a screen's own skeleton). */
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The spinner with what is loading ("Loading clients…"). */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}

/**
 * The one way a screen shows a query: a spinner with what is loading, an alert with "Try again" when it
 * failed, its empty state, else its data. A refetch keeps showing the data it has.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loading, failed, toast, isEmpty, empty, notFound, pending, children } = props;
  const { t } = useTranslation();
  const { isError, error } = query;
  const missing = notFound !== undefined && isNotFound(error);
  useEffect(() => {
    if (toast && isError && !missing) notify.error(failed, error);
  }, [toast, isError, error, failed, missing]);

  // The answer is drawn as a transition, in slices between which the page can paint and answer a tap,
  // rather than in the one long task the query's update would give (hundreds of milliseconds for a
  // page of rows on a phone); until then the loading state stays.
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined)) {
    if (pending !== undefined) return <>{pending}</>;
    return <LoadingState label={loading} />;
  }
  if (missing) return <>{notFound}</>;
  const failure = (
    <Alert color="red" variant="light" title={failed}>
      {isNetworkFailure(error) && <Text size="sm">{t('errors.offline')}</Text>}
      <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
  if (data === undefined) return failure;
  // What it had stays on screen, but a refetch that could not reach the server says so above it (a
  // search typed offline would otherwise seem to find the old list).
  const offline = isError && isNetworkFailure(error) ? failure : null;
  if (isEmpty?.(data)) {
    return (
      <>
        {offline}
        {empty}
      </>
    );
  }
  return (
    <>
      {offline}
      {children(data)}
    </>
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** A sentence under the title. */
  text?: string;
  /** What to do about it: a link or a button. */
  action?: ReactNode;
  testId?: string;
}

/** A list with nothing in it yet: what is missing, and how to add the first. */
export function EmptyState({ icon, title, text, action, testId }: EmptyStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        {icon}
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed" maw={420}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}
