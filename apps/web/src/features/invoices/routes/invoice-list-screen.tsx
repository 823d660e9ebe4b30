import { Button, Stack } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatusListUrlState } from '../../../lib/list-url-state.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { notify } from '../../../ui/notify.tsx';
import { InvoiceTabs } from '../components/invoice-tabs.tsx';
import {
  INVOICE_PAGE_SIZE,
  type InvoiceSummary,
  type StatusFilter,
  useDeleteInvoice,
  useInvoices,
  useInvoicesBusy,
  useMarkPaid,
  useSendInvoice,
} from '../invoices.ts';
import { InvoiceCard } from '../list/invoice-card.tsx';

const STATUSES: readonly StatusFilter[] = ['all', 'unpaid', 'overdue', 'paid'];

/**
 * The user's invoices, newest first: search by number, ref or client, filter by status, and per invoice
 * mark paid or unpaid, view, send, remind and delete. Search, status and page live in the URL.
 */
export default function InvoiceListScreen() {
  const { t, i18n } = useTranslation();
  const list = useStatusListUrlState(STATUSES, 'all');
  const { term, status, page } = list;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [toDelete, setToDelete] = useState<InvoiceSummary | null>(null);
  // Marking a paid invoice unpaid removes its payments: asked first, as deleting is.
  const [toUnpay, setToUnpay] = useState<InvoiceSummary | null>(null);

  const query = useInvoices({ search: term, status, page });
  const busy = useInvoicesBusy();
  const markPaid = useMarkPaid();
  const sending = useSendInvoice();
  const removal = useDeleteInvoice();

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const togglePaid = (invoice: InvoiceSummary, confirmed = false) => {
    if (busy.has(invoice.id)) return;
    const paid = invoice.display_status !== 'Paid';
    if (!paid && !confirmed) {
      setToUnpay(invoice);
      return;
    }
    setToUnpay(null);
    markPaid.mutate(
      { id: invoice.id, paid },
      {
        onSuccess: () =>
          notify.success(
            paid
              ? t('invoiceList.markedPaid', { number: invoice.name })
              : t('invoiceList.markedUnpaid', { number: invoice.name }),
          ),
        onError: (error) => notify.error(t('invoiceList.updateFailed'), error),
      },
    );
  };

  const send = (invoice: InvoiceSummary, kind: 'invoice' | 'reminder') => {
    if (busy.has(invoice.id)) return;
    sending.mutate(
      { id: invoice.id, kind },
      {
        onSuccess: () =>
          notify.success(
            kind === 'invoice'
              ? t('invoiceList.sent', {
                  number: invoice.name,
                  name: invoice.customerName ?? t('invoiceList.unknownClient'),
                })
              : t('invoiceList.reminderSent', { number: invoice.name }),
          ),
        onError: (error) => {
          const failed = kind === 'invoice' ? t('invoiceList.sendFailed') : t('invoiceList.reminderFailed');
          // Why the server refused, in the user's language: every language's messages come with the
          // first refusal, not with the list.
          void import('../../../lib/refusal-text.ts')
            .then(({ refusalText }) => refusalText(error, i18n.resolvedLanguage))
            .catch(() => null)
            .then((refused) => notify.error(refused ?? failed, error));
        },
      },
    );
  };

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => {
        notify.success(t('invoiceList.deleted', { number: toDelete.name }));
        setToDelete(null);
      },
      onError: (error) => notify.error(t('invoiceList.deleteFailed'), error),
    });
  };

  return (
    <ListScreen
      title={t('screens.invoices.title')}
      crumbs={[{ label: t('nav.invoice') }, { label: t('invoiceList.crumb') }]}
      tabs={<InvoiceTabs active="list" />}
      list={list}
      statuses={[
        { value: 'all', label: t('invoiceList.filter.all') },
        { value: 'unpaid', label: t('invoiceList.filter.unpaid') },
        { value: 'overdue', label: t('invoiceList.filter.overdue') },
        { value: 'paid', label: t('invoiceList.filter.paid') },
      ]}
      query={query}
      pageSize={INVOICE_PAGE_SIZE}
      isEmpty={(data) => data.invoices.length === 0}
      texts={{
        searchLabel: t('invoiceList.searchLabel'),
        searchPlaceholder: t('invoiceList.searchPlaceholder'),
        statusLabel: t('invoiceList.statusLabel'),
        loading: t('invoiceList.loading'),
        loadFailed: t('invoiceList.loadFailed'),
        noMatches: t('invoiceList.noMatches'),
        noMatchesText: t('invoiceList.noMatchesText'),
        clearFilters: t('invoiceList.clearFilters'),
      }}
      emptyTestId="invoice-list-empty"
      empty={{
        icon: <IconFileInvoice size={40} stroke={1.4} aria-hidden />,
        title: t('invoiceList.empty'),
        text: t('screens.invoices.text'),
        action: (
          <Button component={Link} to="/invoice/create" leftSection={<IconPlus size={16} />}>
            {t('invoiceList.createInvoice')}
          </Button>
        ),
      }}
      dialogs={
        <>
          <ConfirmDialog
            opened={toUnpay !== null}
            title={t('common.confirmTitle')}
            message={t('invoiceList.confirmUnpaid', {
              number: toUnpay?.name ?? '',
              amount: formatAud(parseCents(toUnpay?.amount_paid ?? '0') ?? 0),
            })}
            confirmLabel={t('common.yes')}
            cancelLabel={t('common.no')}
            onCancel={() => setToUnpay(null)}
            onConfirm={() => toUnpay && togglePaid(toUnpay, true)}
          />
          <ConfirmDialog
            opened={toDelete !== null}
            title={t('common.confirmTitle')}
            message={t('invoiceList.confirmDelete', { number: toDelete?.name ?? '' })}
            confirmLabel={t('common.yes')}
            cancelLabel={t('common.no')}
            loading={removal.isPending}
            onCancel={() => setToDelete(null)}
            onConfirm={remove}
          />
        </>
      }
    >
      {({ invoices }, refreshing) => (
        <Stack gap="sm" {...refreshing}>
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              expanded={expanded.has(invoice.id)}
              onToggle={() => toggle(invoice.id)}
              busy={busy.get(invoice.id) ?? null}
              onTogglePaid={() => togglePaid(invoice)}
              onSend={() => send(invoice, 'invoice')}
              onRemind={() => send(invoice, 'reminder')}
              onDelete={() => setToDelete(invoice)}
            />
          ))}
        </Stack>
      )}
    </ListScreen>
  );
}
