import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate, formatDisplayInstant } from '@sorted/core/dates/calendar';
import { IconCheck, IconMail, IconMailExclamation, IconRotate, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { InvoiceTabs } from '../components/invoice-tabs.tsx';
import { valuesOf } from '../invoice-form-model.ts';
import {
  deleteInvoice,
  fetchInvoice,
  type Invoice,
  invoicesKey,
  type Sending,
  sendInvoice,
  setInvoicePaid,
} from '../invoices.ts';
import { refusalText } from '../send-refusal.ts';

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
                  at: formatDisplayInstant(sending.sent_at),
                })
              : t('invoices.overview.sentReminder', {
                  email: sending.recipient,
                  at: formatDisplayInstant(sending.sent_at),
                })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Paid / unpaid, e-mail to the client, reminder and delete, for one saved invoice. */
function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const paid = invoice.status !== 0;

  const run = async (name: string, action: () => Promise<void>, failure: string) => {
    if (busy) return;
    setBusy(name);
    try {
      await action();
    } catch (error) {
      notify.error(refusalText(error, i18n.resolvedLanguage) ?? failure, error);
    } finally {
      setBusy(null);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: invoicesKey });

  return (
    <Group gap="xs">
      <Button
        variant="light"
        color={paid ? 'gray' : 'teal'}
        leftSection={paid ? <IconRotate size={16} /> : <IconCheck size={16} />}
        loading={busy === 'paid'}
        onClick={() =>
          void run(
            'paid',
            async () => {
              await setInvoicePaid(invoice.id, !paid);
              await refresh();
            },
            t('invoices.overview.statusFailed'),
          )
        }
      >
        {paid ? t('invoices.overview.markUnpaid') : t('invoices.overview.markPaid')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconMail size={16} />}
        loading={busy === 'send'}
        onClick={() =>
          void run(
            'send',
            async () => {
              await sendInvoice(invoice.id, 'invoice');
              notify.success(t('invoices.overview.sent', { number: invoice.name }));
              await refresh();
            },
            t('invoices.overview.sendFailed'),
          )
        }
      >
        {t('invoices.overview.send')}
      </Button>
      {!paid && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconMailExclamation size={16} />}
          loading={busy === 'reminder'}
          onClick={() =>
            void run(
              'reminder',
              async () => {
                await sendInvoice(invoice.id, 'reminder');
                notify.success(t('invoices.overview.reminderSent', { number: invoice.name }));
                await refresh();
              },
              t('invoices.overview.reminderFailed'),
            )
          }
        >
          {t('invoices.overview.reminder')}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        {t('invoices.overview.delete')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('common.confirmTitle')}
        message={t('invoices.overview.confirmDelete', { number: invoice.name })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={busy === 'delete'}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(
            'delete',
            async () => {
              await deleteInvoice(invoice.id);
              setConfirming(false);
              notify.success(t('invoices.overview.deleted', { number: invoice.name }));
              queryClient.removeQueries({ queryKey: [...invoicesKey, invoice.id] });
              void queryClient.invalidateQueries({ queryKey: invoicesKey });
              void navigate('/invoice/list', { replace: true });
            },
            t('invoices.overview.deleteFailed'),
          )
        }
      />
    </Group>
  );
}

function InvoiceOverview({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The form starts from the invoice as first loaded; later refreshes (paid, sent) leave typing alone.
  const [initial] = useState(() => valuesOf(invoice));
  const client = invoice.customerId
    ? { value: invoice.customerId, label: invoice.customer_details?.name ?? '' }
    : null;
  const paid = invoice.status !== 0;
  const overdue = invoice.display_status === 'Overdue';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`#${invoice.name}`}
        crumbs={[{ label: t('invoices.crumb'), to: '/invoice/list' }, { label: t('invoices.crumbOverview') }]}
        actions={
          <Group gap="xs">
            <Badge
              size="lg"
              color={paid ? 'teal' : overdue ? 'red' : 'gray'}
              variant="light"
              data-testid="invoice-status"
            >
              {paid ? t('invoices.status.paid') : t('invoices.status.unpaid')}
            </Badge>
            {overdue && (
              <Badge size="lg" color="red" variant="outline">
                {t('invoices.status.overdue')}
              </Badge>
            )}
          </Group>
        }
      />
      <InvoiceTabs />
      {paid && invoice.paid_date && (
        <Text c="dimmed" size="sm">
          {t('invoices.overview.paidOn', { date: formatDisplayDate(invoice.paid_date) })}
        </Text>
      )}
      <InvoiceActions invoice={invoice} />
      <SendingHistory sendings={invoice.sendings} />
      <InvoiceForm
        invoice={invoice}
        initial={initial}
        initialClient={client}
        onSaved={(saved) => queryClient.setQueryData([...invoicesKey, invoice.id], { ...invoice, ...saved })}
      />
    </Stack>
  );
}

/** One invoice: its status and actions, and the same form as Create, saved with Save Changes. */
export default function InvoiceOverviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const invoice = useQuery({
    queryKey: [...invoicesKey, id],
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (invoice.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('common.loading')}</Text>
        </Group>
      </Center>
    );
  }
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && [403, 404].includes(invoice.error.status);
    return (
      <Stack gap="lg">
        <PageHeader
          title={t('invoices.crumbOverview')}
          crumbs={[
            { label: t('invoices.crumb'), to: '/invoice/list' },
            { label: t('invoices.crumbOverview') },
          ]}
        />
        <Alert color="red" variant="light" role="alert">
          {missing ? t('invoices.overview.notFound') : t('invoices.overview.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  return <InvoiceOverview key={invoice.data.id} invoice={invoice.data} />;
}
