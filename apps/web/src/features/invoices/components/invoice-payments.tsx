import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { invoicePaymentSchema, PAYMENT_METHODS } from '@sorted/core/schemas/invoice-payments';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { dateFieldProps } from '../../../lib/form.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { DocumentPanel, usePanelForm } from '../../sales-documents/index.ts';
import type { Invoice, InvoicePanelFormProps } from '../invoices.ts';
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
function RecordPaymentForm({ invoice, balance, onDone }: InvoicePanelFormProps<'balance'>) {
  const { t } = useTranslation();
  const record = useRecordPayment(invoice.id);
  // A payment is recorded once received: the calendar offers no later day than today (the API refuses one).
  const today = todayIn(appTimeZone());
  const initial: PaymentFormValues = {
    paid_on: today,
    amount: balance,
    method: invoice.payment_method === 'payid' ? 'payid' : 'bank-transfer',
    note: '',
  };
  const { form, ...panel } = usePanelForm({
    schema: invoicePaymentSchema,
    initial,
    fields: FIELDS,
    mutation: record,
    succeeded: (_, values) => t('payments.recorded', { amount: formatAmount(values.amount) }),
    failed: t('payments.recordFailed'),
    onDone,
  });

  return (
    <form ref={panel.ref} noValidate aria-label={t('payments.record')} onSubmit={panel.onSubmit}>
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
            maxDate={today}
            {...dateFieldProps(form, 'paid_on')}
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
        {panel.failure}
        <FormActions
          submitLabel={t('payments.save')}
          pending={record.isPending}
          cancelLabel={t('payments.cancel')}
          onCancel={onDone}
        />
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
      <StackedTable minWidth={480}>
        <Table verticalSpacing="xs" data-testid="payments-table">
          <TableHead
            columns={[
              t('payments.date'),
              t('payments.method'),
              { amount: t('payments.amount') },
              t('payments.note'),
              { hidden: t('payments.remove') },
            ]}
          />
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td {...labelled(t('payments.date'))}>{formatDisplayDate(payment.paid_on)}</Table.Td>
                <Table.Td {...labelled(t('payments.method'))}>
                  {t(METHOD_LABEL[payment.method])}
                  {payment.bank_line_id && (
                    <Anchor
                      component={Link}
                      to={`/bank/lines/${encodeURIComponent(payment.bank_line_id)}`}
                      size="xs"
                      display="block"
                    >
                      {t('payments.fromBank')}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td ta="right" {...labelled(t('payments.amount'))}>
                  {formatAmount(payment.amount)}
                </Table.Td>
                <Table.Td {...labelled(t('payments.note'))}>{payment.note}</Table.Td>
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
      </StackedTable>
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
          <Figure label={t('adjustmentNotes.adjusted')} testId="amount-adjusted">
            −{formatAmount(invoice.adjusted)}
          </Figure>
        )}
        <Figure label={t('payments.paid')} testId="amount-paid">
          {formatAmount(figures.amount_paid)}
        </Figure>
        <Figure label={t('payments.balanceDue')} testId="balance-due">
          {formatAmount(figures.balance_due)}
        </Figure>
        {Number(invoice.credit_owed) > 0 && (
          <Figure label={t('adjustmentNotes.creditOwed')} testId="credit-owed">
            {formatAmount(invoice.credit_owed)}
          </Figure>
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

/** A labelled amount of the invoice's standing ("Paid $110.00"). */
function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Text size="sm">
      {label}{' '}
      <Text span fw={600} data-testid={testId}>
        {children}
      </Text>
    </Text>
  );
}
