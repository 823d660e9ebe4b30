import { Alert, Badge, Group, Text } from '@mantine/core';
import type { PublicInvoiceAttributes } from '@sorted/core/contract/document-links';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';

/** Paid, or what is due and by when. */
export function InvoiceStanding({ document }: { document: PublicInvoiceAttributes }) {
  const { t } = useTranslation();
  if (document.payment_state === 'paid') {
    return (
      <Alert
        color="teal"
        variant="light"
        title={t('clientPage.paidTitle')}
        data-testid="client-page-standing"
      >
        {document.paid_date
          ? t('clientPage.paidOn', { date: formatDisplayDate(document.paid_date) })
          : t('clientPage.paidThanks')}
      </Alert>
    );
  }
  return (
    <Group justify="space-between" align="flex-end" data-testid="client-page-standing">
      <div>
        <Text size="sm" c="dimmed">
          {t('clientPage.amountDue')}
        </Text>
        <Text fz={32} fw={700} lh={1.2}>
          {formatAmount(document.balance_due)}
        </Text>
        <Text size="sm">{t('clientPage.dueOn', { date: formatDisplayDate(document.due_date) })}</Text>
      </div>
      {document.overdue && (
        <Badge color="red" variant="light" size="lg">
          {t('clientPage.overdue')}
        </Badge>
      )}
    </Group>
  );
}
