import { Anchor, Button, Center, Group, SegmentedControl, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconFileDescription, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { QuoteStatusBadge, STATUS_LABELS } from '../components/quote-status-badge.tsx';
import { QuoteTabs } from '../components/quote-tabs.tsx';
import { QUOTE_PAGE_SIZE, type QuoteStatusFilter, useQuotes } from '../quotes.ts';

const STATUSES: readonly QuoteStatusFilter[] = [
  'all',
  'draft',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
];

/**
 * The user's quotes, newest first: search by number or client, filter by status (expired included),
 * each opening its overview. Status and page live in the URL, as on the invoice list.
 */
export default function QuoteListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((candidate) => candidate === params.get('status')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const setQuery = (changes: Record<string, string | null>) =>
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

  const query = useQuotes({ search: term, status, page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / QUOTE_PAGE_SIZE));
  const filtered = term !== '' || status !== 'all';

  // After a delete empties the last page, or with a page number from an old link, show the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setQuery changes every render.
  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData) setQuery({ page: String(pages) });
  }, [page, pages, query.data, query.isPlaceholderData]);

  const empty = filtered ? (
    <EmptyState
      testId="quote-list-empty"
      icon={<IconSearch size={40} stroke={1.4} aria-hidden />}
      title={t('quotes.list.noMatches')}
      text={t('quotes.list.noMatchesText')}
      action={
        <Button
          variant="default"
          onClick={() => {
            setSearch('');
            setQuery({ status: null, page: null });
          }}
        >
          {t('quotes.list.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      testId="quote-list-empty"
      icon={<IconFileDescription size={40} stroke={1.4} aria-hidden />}
      title={t('quotes.list.empty')}
      text={t('quotes.list.emptyText')}
      action={
        <Button component={Link} to="/quotes/new" leftSection={<IconPlus size={16} />}>
          {t('quotes.list.create')}
        </Button>
      }
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('quotes.title')}
        crumbs={[{ label: t('nav.quotes') }, { label: t('quotes.list.crumb') }]}
      />
      <QuoteTabs active="list" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('quotes.list.searchLabel')}
          placeholder={t('quotes.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (page !== 1) setQuery({ page: null });
          }}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <SegmentedControl
          aria-label={t('quotes.list.statusLabel')}
          value={status}
          onChange={(value) => setQuery({ status: value === 'all' ? null : value, page: null })}
          data={STATUSES.map((value) => ({
            value,
            label: value === 'all' ? t('quotes.list.all') : t(STATUS_LABELS[value]),
          }))}
        />
      </Group>
      <QueryState
        query={query}
        loading={t('quotes.list.loading')}
        failed={t('quotes.list.loadFailed')}
        isEmpty={(data) => data.quotes.length === 0}
        empty={empty}
      >
        {({ quotes }) => (
          <Stack gap="lg">
            <Table.ScrollContainer minWidth={640}>
              <Table
                striped
                highlightOnHover
                aria-busy={query.isFetching}
                style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('quotes.list.number')}</Table.Th>
                    <Table.Th>{t('quotes.list.client')}</Table.Th>
                    <Table.Th>{t('quotes.form.issueDate')}</Table.Th>
                    <Table.Th>{t('quotes.form.validUntil')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('quotes.list.total')}</Table.Th>
                    <Table.Th>{t('quotes.list.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quotes.map((quote) => (
                    <Table.Tr key={quote.id} data-testid="quote-row">
                      <Table.Td>
                        <Anchor component={Link} to={`/quotes/${encodeURIComponent(quote.id)}`} fw={600}>
                          {quote.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{quote.customerName ?? t('quotes.list.unknownClient')}</Table.Td>
                      <Table.Td>{formatDisplayDate(quote.issue_date)}</Table.Td>
                      <Table.Td>{formatDisplayDate(quote.valid_until)}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{formatAmount(quote.total)}</Table.Td>
                      <Table.Td>
                        <QuoteStatusBadge
                          status={quote.display_status}
                          converted={quote.converted_invoice_id !== null}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && (
              <Center>
                <ListPagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => {
                    setQuery({ page: next > 1 ? String(next) : null });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
