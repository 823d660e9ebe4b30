import { Group, Stack, Text } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import type { Totals } from '@sorted/core/invoices/totals';
import { useTranslation } from 'react-i18next';

/**
 * Subtotal and GST (for a GST-registered business) and the total, updated as items are typed. A business
 * not registered for GST has no GST row at all (a $0.00 row invites the question): it says so instead.
 */
export function DocumentTotals({ totals, gstRegistered }: { totals: Totals; gstRegistered: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-end" aria-live="polite">
      {gstRegistered && (
        <>
          <Group gap="xl">
            <Text c="dimmed">{t('invoices.form.subtotal')}</Text>
            <Text data-testid="invoice-subtotal">{formatAud(totals.subtotal)}</Text>
          </Group>
          <Group gap="xl">
            <Text c="dimmed">{t('invoices.form.gst')}</Text>
            <Text data-testid="invoice-gst">{formatAud(totals.gst)}</Text>
          </Group>
        </>
      )}
      <Group gap="xl">
        <Text fw={700}>{t('invoices.form.total')}</Text>
        <Text fw={700} fz="xl" data-testid="invoice-total">
          {formatAud(totals.total)}
        </Text>
      </Group>
      {!gstRegistered && (
        <Text size="sm" c="dimmed" data-testid="invoice-gst-status">
          {t('invoices.form.notGstRegistered')}
        </Text>
      )}
    </Stack>
  );
}
