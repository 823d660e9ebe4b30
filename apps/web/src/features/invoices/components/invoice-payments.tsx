import { Button, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { invoicePaymentSchema, PAYMENT_METHODS } from '@sorted/core/schemas/invoice-payments';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { DocumentPanel, usePanelFormRefusal } from '../../sales-documents/index.ts';
import type { Invoice } from '../invoices.ts';
import {
  type InvoicePayment,
  type PaymentFormValues,
  usePayments,
  useRecordPayment,
  useRemovePayment,
} from '../payments.ts';

/** Each method's label (keys written out, so that the locale check finds them). */
const METHOD_LABEL = {
  'bank-transfer': 'payments.methods.bank-transfer',
  payid: 'payments.methods.payid',
  card: 'payments.methods.card',
  cash: 'payments.methods.cash',
  other: 'payments.methods.other',
} as const;

/** The fields a refusal can be shown under; any other goes above the button. */
const FIELDS = new Set(['paid_on', 'amount', 'method', 'note']);

/** Records a payment: the amount starts at the balance due, the date at today. */
function RecordPaymentForm({
  invoice,
  balance,
  onDone,
}: {
  invoice: Invoice;
  balance: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordPayment(invoice.id);
  // A payment is recorded once received: the calendar offers no later day than today (the API refuses one).
  const today = todayIn(appTimeZone());
  const form = useSchemaForm<PaymentFormValues>(invoicePaymentSchema, {
    paid_on: today,
    amount: balance,
    method: invoice.payment_method === 'payid' ? 'payid' : 'bank-transfer',
    note: '',
  });
  const refusal = usePanelFormRefusal(form, FIELDS);

  const submit = (values: PaymentFormValues) => {
    if (record.isPending) return;
    record.mutate(values, {
      onSuccess: () => {
        notify.success(t('payments.recorded', { amount: formatAmount(values.amount) }));
        onDone();
      },
      onError: (error) => refusal.refused(error, t('payments.recordFailed')),
    });
  };

  return (
    <form ref={refusal.ref} noValidate aria-label={t('payments.record')} onSubmit={refusal.onSubmit(submit)}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('payments.amount')}
            required
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          <DateField
            label={t('payments.date')}
            required
            value={form.values.paid_on}
            error={form.errors.paid_on as string | undefined}
            maxDate={today}
            onChange={(value) => form.setFieldValue('paid_on', value)}
          />
          <Select
            label={t('payments.method')}
            required
            allowDeselect={false}
            data={PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(METHOD_LABEL[method]),
            }))}
            {...form.getInputProps('method')}
          />
        </Group>
        <TextInput label={t('payments.note')} {...form.getInputProps('note')} />
        {refusal.failure}
        <Group gap="sm">
          <Button type="submit" loading={record.isPending}>
            {t('payments.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={record.isPending}>
            {t('payments.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PaymentRows({ invoice, payments }: { invoice: Invoice; payments: InvoicePayment[] }) {
  const { t, i18n } = useTranslation();
  const removal = useRemovePayment(invoice.id);
  const [removing, setRemoving] = useState<InvoicePayment | null>(null);
  if (payments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('payments.none')}
      </Text>
    );
  }
  const remove = () => {
    if (!removing || removal.isPending) return;
    removal.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify.success(t('payments.removed'));
      },
      onError: (error) =>
        notify.error(refusalText(error, i18n.resolvedLanguage) ?? t('payments.removeFailed'), error),
    });
  };
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="payments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.date')}</Table.Th>
              <Table.Th>{t('payments.method')}</Table.Th>
              <Table.Th ta="right">{t('payments.amount')}</Table.Th>
              <Table.Th>{t('payments.note')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('payments.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{formatDisplayDate(payment.paid_on)}</Table.Td>
                <Table.Td>{t(METHOD_LABEL[payment.method])}</Table.Td>
                <Table.Td ta="right">{formatAmount(payment.amount)}</Table.Td>
                <Table.Td>{payment.note}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setRemoving(payment)}
                    aria-label={t('payments.removeOne', {
                      amount: formatAmount(payment.amount),
                      date: formatDisplayDate(payment.paid_on),
                    })}
                  >
                    {t('payments.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={removing !== null}
        title={t('common.confirmTitle')}
        message={
          removing
            ? t('payments.confirmRemove', {
                amount: formatAmount(removing.amount),
                date: formatDisplayDate(removing.paid_on),
              })
            : ''
        }
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** The invoice's payments: what is paid and still due, each payment, and a form to record one. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const payments = usePayments(invoice.id);
  const [recording, setRecording] = useState(false);
  // The invoice's own figures first; the payments' answer (fresher after a change) once it is here.
  const figures = payments.data?.figures ?? invoice;
  const due = Number(figures.balance_due) > 0;
  return (
    <DocumentPanel
      id="payments-title"
      title={t('payments.title')}
      action={
        due &&
        !recording && (
          <Button variant="light" leftSection={<IconCash size={16} />} onClick={() => setRecording(true)}>
            {t('payments.record')}
          </Button>
        )
      }
    >
      <Group gap="xl">
        {Number(invoice.adjusted) > 0 && (
          <Text size="sm">
            {t('adjustmentNotes.adjusted')}{' '}
            <Text span fw={600} data-testid="amount-adjusted">
              −{formatAmount(invoice.adjusted)}
            </Text>
          </Text>
        )}
        <Text size="sm">
          {t('payments.paid')}{' '}
          <Text span fw={600} data-testid="amount-paid">
            {formatAmount(figures.amount_paid)}
          </Text>
        </Text>
        <Text size="sm">
          {t('payments.balanceDue')}{' '}
          <Text span fw={600} data-testid="balance-due">
            {formatAmount(figures.balance_due)}
          </Text>
        </Text>
        {Number(invoice.credit_owed) > 0 && (
          <Text size="sm">
            {t('adjustmentNotes.creditOwed')}{' '}
            <Text span fw={600} data-testid="credit-owed">
              {formatAmount(invoice.credit_owed)}
            </Text>
          </Text>
        )}
      </Group>
      {recording && due && (
        <RecordPaymentForm
          invoice={invoice}
          balance={figures.balance_due}
          onDone={() => setRecording(false)}
        />
      )}
      <QueryState query={payments} loading={t('common.loading')} failed={t('payments.loadFailed')}>
        {(data) => <PaymentRows invoice={invoice} payments={data.payments} />}
      </QueryState>
    </DocumentPanel>
  );
}
