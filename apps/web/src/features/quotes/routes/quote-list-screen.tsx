import { Anchor, Button, Table } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconFileDescription, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatusListUrlState } from '../../../lib/list-url-state.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
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
 * each opening its overview. Search, status and page live in the URL, as on the invoice list.
 */
export default function QuoteListScreen() {
  const { t } = useTranslation();
  const list = useStatusListUrlState(STATUSES, 'all');
  const query = useQuotes({ search: list.term, status: list.status, page: list.page });

  return (
    <ListScreen
      title={t('quotes.title')}
      crumbs={[{ label: t('nav.quotes') }, { label: t('quotes.list.crumb') }]}
      tabs={<QuoteTabs active="list" />}
      list={list}
      statuses={STATUSES.map((value) => ({
        value,
        label: value === 'all' ? t('quotes.list.all') : t(STATUS_LABELS[value]),
      }))}
      query={query}
      pageSize={QUOTE_PAGE_SIZE}
      isEmpty={(data) => data.quotes.length === 0}
      texts={{
        searchLabel: t('quotes.list.searchLabel'),
        searchPlaceholder: t('quotes.list.searchPlaceholder'),
        statusLabel: t('quotes.list.statusLabel'),
        loading: t('quotes.list.loading'),
        loadFailed: t('quotes.list.loadFailed'),
        noMatches: t('quotes.list.noMatches'),
        noMatchesText: t('quotes.list.noMatchesText'),
        clearFilters: t('quotes.list.clearFilters'),
      }}
      emptyTestId="quote-list-empty"
      empty={{
        icon: <IconFileDescription size={40} stroke={1.4} aria-hidden />,
        title: t('quotes.list.empty'),
        text: t('quotes.list.emptyText'),
        action: (
          <Button component={Link} to="/quotes/new" leftSection={<IconPlus size={16} />}>
            {t('quotes.list.create')}
          </Button>
        ),
      }}
    >
      {({ quotes }, refreshing) => (
        <StackedTable minWidth={640}>
          <Table striped highlightOnHover {...refreshing}>
            <TableHead
              columns={[
                t('quotes.list.number'),
                t('quotes.list.client'),
                t('quotes.form.issueDate'),
                t('quotes.form.validUntil'),
                { amount: t('quotes.list.total') },
                t('quotes.list.status'),
              ]}
            />
            <Table.Tbody>
              {quotes.map((quote) => (
                <Table.Tr key={quote.id} data-testid="quote-row">
                  <Table.Td {...labelled(t('quotes.list.number'))}>
                    <Anchor component={Link} to={`/quotes/${encodeURIComponent(quote.id)}`} fw={600}>
                      {quote.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td {...labelled(t('quotes.list.client'))}>
                    {quote.customerName ?? t('quotes.list.unknownClient')}
                  </Table.Td>
                  <Table.Td {...labelled(t('quotes.form.issueDate'))}>
                    {formatDisplayDate(quote.issue_date)}
                  </Table.Td>
                  <Table.Td {...labelled(t('quotes.form.validUntil'))}>
                    {formatDisplayDate(quote.valid_until)}
                  </Table.Td>
                  <Table.Td
                    style={{ textAlign: 'right' }}
                    {...labelled(t('quotes.list.total'))}
                    data-testid="quote-row-total"
                  >
                    {formatAmount(quote.total)}
                  </Table.Td>
                  <Table.Td {...labelled(t('quotes.list.status'))}>
                    <QuoteStatusBadge
                      status={quote.display_status}
                      converted={quote.converted_invoice_id !== null}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </StackedTable>
      )}
    </ListScreen>
  );
}
