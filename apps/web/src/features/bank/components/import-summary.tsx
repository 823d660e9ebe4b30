import { Alert, Stack, Text } from '@mantine/core';
import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankImport } from '../bank-imports.ts';
import { useImportCounts } from '../use-import-counts.ts';

interface ImportSummaryProps {
  imported: BankImport;
  onClose: () => void;
}

/**
 * What an import did: how many lines were new, already imported and skipped, the dates it covers, and a
 * warning for each jump in the balances (a statement, or part of one, missing between two lines).
 */
export function ImportSummary({ imported, onClose }: ImportSummaryProps) {
  const { t } = useTranslation();
  const counts = useImportCounts();
  return (
    <Stack gap="sm" data-testid="import-summary">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={18} />}
        title={t('bank.import.doneTitle', { name: imported.file_name })}
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={onClose}
      >
        <Stack gap={4}>
          <Text size="sm" fw={600} data-testid="import-counts">
            {counts(imported)}
          </Text>
          {imported.first_date && imported.last_date && (
            <Text size="sm">
              {t('bank.import.range', {
                from: formatDisplayDate(imported.first_date),
                to: formatDisplayDate(imported.last_date),
              })}
            </Text>
          )}
          {imported.skipped_count > 0 && (
            <Text size="sm" c="dimmed">
              {t('bank.import.skippedWhy')}
            </Text>
          )}
        </Stack>
      </Alert>
      {imported.gaps.map((gap) => (
        <Alert
          key={`${gap.after_date}-${gap.before_date}-${gap.found_balance}`}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('bank.import.gapTitle')}
          data-testid="import-gap"
        >
          {t('bank.import.gap', {
            from: formatDisplayDate(gap.after_date),
            to: formatDisplayDate(gap.before_date),
            // The sign says which way the balances jump; what is missing is the size of the jump.
            amount: formatAud(Math.abs(parseCents(gap.missing_amount) ?? 0)),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
