import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { StatementFormat } from '@sorted/core/bank/statement';
import { formatDisplayDate, formatDisplayInstant } from '@sorted/core/i18n/format';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { type BankImport, useBankImports, useUndoImport } from '../bank-imports.ts';
import { useImportCounts } from '../use-import-counts.ts';

// Translation keys written out literally (the locale test looks for each one in the source).
const FORMAT_LABELS = {
  ofx: 'bank.formats.ofx',
  qif: 'bank.formats.qif',
  'csv-commbank': 'bank.formats.csv-commbank',
  'csv-anz': 'bank.formats.csv-anz',
  'csv-nab': 'bank.formats.csv-nab',
  'csv-westpac': 'bank.formats.csv-westpac',
  'csv-mapped': 'bank.formats.csv-mapped',
} as const satisfies Record<StatementFormat, string>;

const isKnownFormat = (format: string): format is StatementFormat => Object.hasOwn(FORMAT_LABELS, format);

function ImportStatus({ item, onUndo }: { item: BankImport; onUndo: (item: BankImport) => void }) {
  const { t } = useTranslation();
  if (item.undone_at !== null) {
    return (
      <Badge color="gray" variant="light" radius="sm" tt="none">
        {t('bank.imports.undone')}
      </Badge>
    );
  }
  if (!item.undoable) {
    return (
      <Text size="xs" c="dimmed">
        {t('bank.imports.reconciled')}
      </Text>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={16} />}
      aria-label={t('bank.imports.undoLabel', { name: item.file_name })}
      onClick={() => onUndo(item)}
    >
      {t('bank.imports.undo')}
    </Button>
  );
}

/** An account's imports, newest first, each with what it added; one not reconciled from can be undone. */
export function BankImportList({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation();
  const query = useBankImports(accountId);
  const undo = useUndoImport();
  const counts = useImportCounts();
  const [toUndo, setToUndo] = useState<BankImport | null>(null);
  /** Why the API would not undo one (409: a line of it reconciled), said until dismissed. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns = {
    date: t('bank.imports.columns.date'),
    file: t('bank.imports.columns.file'),
    format: t('bank.imports.columns.format'),
    period: t('bank.imports.columns.period'),
    lines: t('bank.imports.columns.lines'),
    status: t('bank.imports.columns.status'),
  };

  const confirmUndo = () => {
    if (!toUndo || undo.isPending) return;
    setRefusal(null);
    undo.mutate(toUndo, {
      onSuccess: () => {
        notify.success(t('bank.imports.undoneToast', { name: toUndo.file_name, count: toUndo.new_count }));
        setToUndo(null);
      },
      onError: (error) => {
        const refused = refusalText(error, i18n.resolvedLanguage, [409]);
        if (refused) setRefusal(refused);
        else notify.error(t('bank.imports.undoFailed'), error);
        setToUndo(null);
      },
    });
  };

  return (
    <Stack gap="sm">
      {refusal && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('bank.imports.undoRefused')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      <QueryState
        query={query}
        loading={t('bank.imports.loading')}
        failed={t('bank.imports.loadFailed')}
        isEmpty={(imports) => imports.length === 0}
        empty={
          <Text size="sm" c="dimmed" data-testid="bank-imports-empty">
            {t('bank.imports.empty')}
          </Text>
        }
      >
        {(imports) => (
          <StackedTable minWidth={860}>
            <Table verticalSpacing="sm">
              <TableHead
                columns={[
                  columns.date,
                  columns.file,
                  columns.format,
                  columns.period,
                  columns.lines,
                  { hidden: columns.status },
                ]}
              />
              <Table.Tbody>
                {imports.map((item) => (
                  <Table.Tr key={item.id} data-testid="bank-import-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(columns.date)}>
                      {formatDisplayInstant(item.created_at, i18n.resolvedLanguage, appTimeZone())}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }} {...labelled(columns.file)}>
                      {item.file_name}
                    </Table.Td>
                    <Table.Td {...labelled(columns.format)}>
                      {isKnownFormat(item.format) ? t(FORMAT_LABELS[item.format]) : item.format}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...labelled(columns.period)}>
                      {item.first_date && item.last_date
                        ? t('bank.imports.period', {
                            from: formatDisplayDate(item.first_date),
                            to: formatDisplayDate(item.last_date),
                          })
                        : '—'}
                    </Table.Td>
                    <Table.Td {...labelled(columns.lines)} data-testid="bank-import-counts">
                      {counts(item)}
                    </Table.Td>
                    <Table.Td>
                      <ImportStatus item={item} onUndo={setToUndo} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </StackedTable>
        )}
      </QueryState>
      <ConfirmDialog
        opened={toUndo !== null}
        title={t('bank.imports.confirmUndoTitle')}
        message={t('bank.imports.confirmUndo', {
          name: toUndo?.file_name ?? '',
          count: toUndo?.new_count ?? 0,
        })}
        confirmLabel={t('bank.imports.undo')}
        cancelLabel={t('bank.cancel')}
        loading={undo.isPending}
        onCancel={() => setToUndo(null)}
        onConfirm={confirmUndo}
      />
    </Stack>
  );
}
