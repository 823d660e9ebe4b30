import { Badge, Stack, Table } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusListUrlState } from '../../../lib/list-url-state.ts';
import { FilteredList } from '../../../ui/list-screen.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { amountColor, formatSignedAmount } from '../bank-figures.ts';
import {
  BANK_LINE_PAGE_SIZE,
  type BankLine,
  LINE_STATUS_FILTERS,
  type LineStatusFilter,
  useBankLines,
} from '../bank-lines.ts';
import { LineReconciliation } from './line-reconciliation.tsx';
import { UndoReconciliationDialog } from './undo-reconciliation-dialog.tsx';

// Translation keys written out literally (the locale test looks for each one in the source).
const STATUS_LABELS = {
  all: 'bank.lines.all',
  unreconciled: 'bank.lines.unreconciled',
  reconciled: 'bank.lines.reconciled',
} as const satisfies Record<LineStatusFilter, string>;

/**
 * An account's lines, newest first: all of them, or only those to reconcile or reconciled, searched by
 * description; search, status and page live in the URL as on every list.
 */
export function BankLineList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const list = useStatusListUrlState(LINE_STATUS_FILTERS, 'all');
  const query = useBankLines(accountId, { search: list.term, status: list.status, page: list.page });
  const [toUndo, setToUndo] = useState<BankLine | null>(null);
  const columns = {
    date: t('bank.lines.columns.date'),
    description: t('bank.lines.columns.description'),
    amount: t('bank.lines.columns.amount'),
    balance: t('bank.lines.columns.balance'),
    status: t('bank.lines.columns.status'),
  };

  return (
    <>
      <FilteredList
        list={list}
        statuses={LINE_STATUS_FILTERS.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        query={query}
        pageSize={BANK_LINE_PAGE_SIZE}
        isEmpty={(data) => data.lines.length === 0}
        texts={{
          searchLabel: t('bank.lines.searchLabel'),
          searchPlaceholder: t('bank.lines.searchPlaceholder'),
          statusLabel: t('bank.lines.statusLabel'),
          loading: t('bank.lines.loading'),
          loadFailed: t('bank.lines.loadFailed'),
          noMatches: t('bank.lines.noMatches'),
          noMatchesText: t('bank.lines.noMatchesText'),
          clearFilters: t('bank.lines.clearFilters'),
        }}
        emptyTestId="bank-lines-empty"
        empty={{
          icon: <IconListDetails size={40} stroke={1.4} aria-hidden />,
          title: t('bank.lines.empty'),
          text: t('bank.lines.emptyText'),
        }}
      >
        {({ lines }, refreshing) => (
          <StackedTable minWidth={720}>
            <Table verticalSpacing="sm" {...refreshing}>
              <TableHead
                columns={[
                  columns.date,
                  columns.description,
                  { amount: columns.amount },
                  { amount: columns.balance },
                  columns.status,
                ]}
              />
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id} data-testid="bank-line-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(columns.date)}>
                      {formatDisplayDate(line.date)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }} {...labelled(columns.description)}>
                      {line.description}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      style={{ whiteSpace: 'nowrap', color: amountColor(parseCents(line.amount) ?? 0) }}
                      {...labelled(columns.amount)}
                      data-testid="bank-line-amount"
                    >
                      {formatSignedAmount(line.amount)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...labelled(columns.balance)}>
                      {line.balance === null ? '—' : formatAmount(line.balance)}
                    </Table.Td>
                    <Table.Td {...labelled(columns.status)}>
                      <Stack gap={4} align="flex-start">
                        <Badge
                          color={line.status === 'reconciled' ? 'green' : 'orange'}
                          variant="light"
                          radius="sm"
                          tt="none"
                        >
                          {line.status === 'reconciled'
                            ? t('bank.lines.reconciledOne')
                            : t('bank.lines.unreconciledOne')}
                        </Badge>
                        {line.reconciliation && (
                          <LineReconciliation
                            description={line.description}
                            reconciliation={line.reconciliation}
                            onUndo={() => setToUndo(line)}
                          />
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </StackedTable>
        )}
      </FilteredList>
      <UndoReconciliationDialog line={toUndo} onClose={() => setToUndo(null)} />
    </>
  );
}
