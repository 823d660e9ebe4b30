import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatAmount, formatDisplayDate, formatDisplayInstant } from '@sorted/core/i18n/format';
import { IconBan, IconCheck, IconMail, IconMailExclamation, IconRotate } from '@tabler/icons-react';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { reminderStepLabel } from '../../businesses/index.ts';
import { HistoryPanel } from '../../history/index.ts';
import {
  DeleteDocument,
  DocumentClientLink,
  DocumentOverview,
  DocumentOverviewScreen,
} from '../../sales-documents/index.ts';
import { InvoiceAdjustmentNotes } from '../components/invoice-adjustment-notes.tsx';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { InvoicePayments } from '../components/invoice-payments.tsx';
import { InvoiceTabs } from '../components/invoice-tabs.tsx';
import { valuesOf } from '../invoice-form-model.ts';
import {
  type Invoice,
  type Sending,
  useDeleteInvoice,
  useInvoice,
  useInvoicesBusy,
  useMarkPaid,
  useSendInvoice,
  useVoidInvoice,
} from '../invoices.ts';
import { usePayments } from '../payments.ts';

function SendingHistory({ sendings }: { sendings: Sending[] }) {
  const { t } = useTranslation();
  if (sendings.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={600} mb="xs">
        {t('invoices.overview.history')}
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sendings.map((sending) => (
          <Text component="li" size="sm" key={`${sending.kind}-${sending.sent_at}`}>
            {sending.kind === 'invoice'
              ? t('invoices.overview.sentInvoice', {
                  email: sending.recipient,
                  at: formatDisplayInstant(sending.sent_at, i18next.language),
                })
              : sending.reminder_step === null
                ? t('invoices.overview.sentReminder', {
                    email: sending.recipient,
                    at: formatDisplayInstant(sending.sent_at, i18next.language),
                  })
                : t('invoices.overview.automaticReminder', {
                    step: reminderStepLabel(t, sending.reminder_step),
                    email: sending.recipient,
                    at: formatDisplayInstant(sending.sent_at, i18next.language),
                  })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Asks why the invoice is voided (the reason is required and kept in its history), then voids it. */
function VoidDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const voiding = useVoidInvoice();
  return (
    <ReasonDialog
      opened={opened}
      title={t('invoices.void.title', { number: invoice.name })}
      message={t('invoices.void.message')}
      reasonLabel={t('invoices.void.reason')}
      reasonRequired={t('invoices.void.reasonRequired')}
      confirmLabel={t('invoices.void.confirm')}
      cancelLabel={t('invoices.void.cancel')}
      onConfirm={async (reason) => {
        await voiding.mutateAsync({ id: invoice.id, reason });
        notify.success(t('invoices.void.done', { number: invoice.name }));
      }}
      refusal={(failure) => refusalText(failure, i18n.resolvedLanguage)}
      onFailure={(failure) => notify.error(t('invoices.void.failed'), failure)}
      onClose={onClose}
    />
  );
}

/** Paid / unpaid, e-mail to the client, reminder, and delete (a draft) or void (an issued one). */
function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const markPaid = useMarkPaid();
  const sending = useSendInvoice();
  const removal = useDeleteInvoice();
  const pending = useInvoicesBusy().get(invoice.id) ?? null;
  // One call at a time for this invoice.
  const busy = removal.isPending ? 'delete' : pending;
  const paid = invoice.status !== 0;
  const failed = (failure: string) => (error: Error) =>
    notify.error(refusalText(error, i18n.resolvedLanguage) ?? failure, error);

  const [confirmingUnpaid, setConfirmingUnpaid] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const togglePaid = () => {
    if (busy) return;
    setConfirmingUnpaid(false);
    markPaid.mutate(
      { id: invoice.id, paid: !paid },
      { onError: failed(t('invoices.overview.statusFailed')) },
    );
  };
  // Marking unpaid removes every payment recorded against the invoice. Undoing a Mark paid (one
  // payment) is what the button says; with several payments recorded one by one, it asks first.
  const recorded = usePayments(invoice.id).data?.payments.length ?? 0;
  // Sent, paid in part or whole, or adjusted: issued, so kept for good and voided rather than deleted.
  const issued = invoice.sendings.length > 0 || recorded > 0 || Number(invoice.adjusted) > 0;
  const send = (kind: 'invoice' | 'reminder') => {
    if (busy) return;
    sending.mutate(
      { id: invoice.id, kind },
      {
        onSuccess: () =>
          notify.success(
            kind === 'invoice'
              ? t('invoices.overview.sent', { number: invoice.name })
              : t('invoices.overview.reminderSent', { number: invoice.name }),
          ),
        onError: failed(
          kind === 'invoice' ? t('invoices.overview.sendFailed') : t('invoices.overview.reminderFailed'),
        ),
      },
    );
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        color={paid ? 'gray' : 'teal'}
        leftSection={paid ? <IconRotate size={16} /> : <IconCheck size={16} />}
        loading={busy === 'paid'}
        onClick={() => (paid && recorded > 1 ? setConfirmingUnpaid(true) : togglePaid())}
      >
        {paid ? t('invoices.overview.markUnpaid') : t('invoices.overview.markPaid')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconMail size={16} />}
        loading={busy === 'send'}
        onClick={() => send('invoice')}
      >
        {t('invoices.overview.send')}
      </Button>
      {!paid && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconMailExclamation size={16} />}
          loading={busy === 'remind'}
          onClick={() => send('reminder')}
        >
          {t('invoices.overview.reminder')}
        </Button>
      )}
      {issued ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconBan size={16} />}
          onClick={() => setVoiding(true)}
        >
          {t('invoices.void.action')}
        </Button>
      ) : (
        <DeleteDocument
          document={invoice}
          removal={removal}
          busy={busy !== null}
          listPath="/invoice/list"
          texts={{
            action: t('invoices.overview.delete'),
            confirm: t('invoices.overview.confirmDelete', { number: invoice.name }),
            deleted: t('invoices.overview.deleted', { number: invoice.name }),
            failed: t('invoices.overview.deleteFailed'),
          }}
          refusal={(error) => refusalText(error, i18n.resolvedLanguage)}
        />
      )}
      {voiding && <VoidDialog invoice={invoice} opened={voiding} onClose={() => setVoiding(false)} />}
      <ConfirmDialog
        opened={confirmingUnpaid}
        title={t('common.confirmTitle')}
        message={t('payments.confirmUnpaid', { count: recorded, amount: formatAmount(invoice.amount_paid) })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onCancel={() => setConfirmingUnpaid(false)}
        onConfirm={togglePaid}
      />
    </Group>
  );
}

function InvoiceOverview({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  // The form starts from the invoice as first loaded; later refreshes (paid, sent) leave typing alone.
  const [initial] = useState(() => valuesOf(invoice));
  const client = invoice.customerId
    ? { value: invoice.customerId, label: invoice.customer_details?.name ?? '' }
    : null;
  const paid = invoice.status !== 0;
  const partly = invoice.payment_state === 'partly-paid';
  const overdue = invoice.display_status === 'Overdue';
  const voided = invoice.voided_on !== null;
  return (
    <DocumentOverview
      number={invoice.name}
      crumbs={useInvoiceCrumbs()}
      tabs={<InvoiceTabs />}
      status={
        <Group gap="xs">
          {voided ? (
            <Badge size="lg" color="red" variant="filled" data-testid="invoice-status">
              {t('invoices.void.badge')}
            </Badge>
          ) : (
            <Badge
              size="lg"
              color={paid ? 'teal' : partly ? 'yellow' : overdue ? 'red' : 'gray'}
              variant="light"
              data-testid="invoice-status"
            >
              {paid
                ? t('invoices.status.paid')
                : partly
                  ? t('payments.partlyPaid')
                  : t('invoices.status.unpaid')}
            </Badge>
          )}
          {overdue && (
            <Badge size="lg" color="red" variant="outline">
              {t('invoices.status.overdue')}
            </Badge>
          )}
        </Group>
      }
    >
      {invoice.recurringScheduleId && (
        <Text size="sm" data-testid="from-recurring">
          <Anchor component={Link} to="/recurring">
            {t('invoices.overview.fromRecurring')}
          </Anchor>
        </Text>
      )}
      {paid && !voided && invoice.paid_date && (
        <Text c="dimmed" size="sm">
          {t('invoices.overview.paidOn', { date: formatDisplayDate(invoice.paid_date) })}
        </Text>
      )}
      {voided ? (
        <Alert color="red" variant="light" data-testid="invoice-voided">
          {t('invoices.void.voidedOn', {
            date: formatDisplayDate(invoice.voided_on ?? ''),
            reason: invoice.void_reason ?? '',
          })}
        </Alert>
      ) : (
        <>
          <InvoiceActions invoice={invoice} />
          <InvoicePayments invoice={invoice} />
          <DocumentClientLink kind="invoice" documentId={invoice.id} />
          {invoice.gst_registered && <InvoiceAdjustmentNotes invoice={invoice} />}
        </>
      )}
      <SendingHistory sendings={invoice.sendings} />
      <HistoryPanel type="invoice" id={invoice.id} />
      {!voided && <InvoiceForm invoice={invoice} initial={initial} initialClient={client} />}
    </DocumentOverview>
  );
}

/** The crumbs to an invoice's page: the invoices, then its overview. */
function useInvoiceCrumbs() {
  const { t } = useTranslation();
  return [
    { label: t('invoices.crumb'), to: '/invoice/list' },
    { label: t('invoices.crumbOverview') },
  ] as const;
}

/** One invoice: its status and actions, and the same form as Create, saved with Save Changes. */
export default function InvoiceOverviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DocumentOverviewScreen
      query={useInvoice(id)}
      crumbs={useInvoiceCrumbs()}
      texts={{ loadFailed: t('invoices.overview.loadFailed'), notFound: t('invoices.overview.notFound') }}
    >
      {(invoice) => <InvoiceOverview invoice={invoice} />}
    </DocumentOverviewScreen>
  );
}
