import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { BankLineReconciliation } from '@sorted/core/contract/bank';
import { formatAmount } from '@sorted/core/i18n/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reconciliationText } from '../suggestion-text.ts';

/**
 * What a reconciled line became, with links to the invoices it paid and the expense it made, and the
 * button that takes the decision back (the screen asks first).
 */
export function LineReconciliation({
  description,
  reconciliation,
  onUndo,
}: {
  /** The line's, to name what Undo takes back. */
  description: string;
  reconciliation: BankLineReconciliation;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const { payments, expense } = reconciliation;
  return (
    <Stack gap={2} align="flex-start" data-testid="line-reconciliation">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {reconciliationText(t, reconciliation)}
      </Text>
      {payments.map((payment) => (
        <Anchor
          key={payment.payment_id}
          component={Link}
          to={`/invoice/overview/${encodeURIComponent(payment.invoice_id)}`}
          size="sm"
        >
          {t('bank.lines.became.payment', {
            number: payment.invoice_number,
            amount: formatAmount(payment.amount),
          })}
        </Anchor>
      ))}
      {expense && (
        <Anchor component={Link} to={`/expenses?q=${encodeURIComponent(expense.supplier_name)}`} size="sm">
          {t('bank.lines.became.expenseLink', {
            supplier: expense.supplier_name,
            amount: formatAmount(expense.amount),
          })}
        </Anchor>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        onClick={onUndo}
        aria-label={t('bank.lines.undoLabel', { line: description })}
      >
        {t('bank.lines.undo')}
      </Button>
    </Stack>
  );
}
