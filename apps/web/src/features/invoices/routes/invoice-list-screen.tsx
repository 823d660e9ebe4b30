import { Button, Center, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconFileInvoice, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
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
import { useListParams } from '../list/use-list-params.ts';
import { refusalText } from '../send-refusal.ts';

/**
 * The user's invoices, newest first: search by number, ref or client, filter by status, and per invoice
 * mark paid or unpaid, view, send, remind and delete. Search, status and page live in the URL.
 */
export default function InvoiceListScreen() {
  const { t, i18n } = useTranslation();
  const list = useListParams();
  const { term, status, page } = list;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [toDelete, setToDelete] = useState<InvoiceSummary | null>(null);
  // Marking a paid invoice unpaid removes its payments: asked first, as deleting is.
  const [toUnpay, setToUnpay] = useState<InvoiceSummary | null>(null);

  const query = useInvoices({ search: term, status, page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / INVOICE_PAGE_SIZE));
  const filtered = term !== '' || status !== 'all';
  const busy = useInvoicesBusy();
  const markPaid = useMarkPaid();
  const sending = useSendInvoice();
  const removal = useDeleteInvoice();

  // After a delete empties the last page, or with a page number from an old link, show the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage changes every render.
  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData) list.setPage(pages);
  }, [page, pages, query.data, query.isPlaceholderData]);

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
        onError: (error) =>
          notify.error(
            refusalText(error, i18n.resolvedLanguage) ??
              (kind === 'invoice' ? t('invoiceList.sendFailed') : t('invoiceList.reminderFailed')),
            error,
          ),
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

  const empty = filtered ? (
    <EmptyState
      testId="invoice-list-empty"
      icon={<IconSearch size={40} stroke={1.4} aria-hidden />}
      title={t('invoiceList.noMatches')}
      text={t('invoiceList.noMatchesText')}
      action={
        <Button variant="default" onClick={list.clear}>
          {t('invoiceList.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      testId="invoice-list-empty"
      icon={<IconFileInvoice size={40} stroke={1.4} aria-hidden />}
      title={t('invoiceList.empty')}
      text={t('screens.invoices.text')}
      action={
        <Button component={Link} to="/invoice/create" leftSection={<IconPlus size={16} />}>
          {t('invoiceList.createInvoice')}
        </Button>
      }
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.invoices.title')}
        crumbs={[{ label: t('nav.invoice') }, { label: t('invoiceList.crumb') }]}
      />
      <InvoiceTabs active="list" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('invoiceList.searchLabel')}
          placeholder={t('invoiceList.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(event) => list.type(event.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <SegmentedControl
          aria-label={t('invoiceList.statusLabel')}
          value={status}
          onChange={(value) => list.setStatus(value as StatusFilter)}
          data={[
            { value: 'all', label: t('invoiceList.filter.all') },
            { value: 'unpaid', label: t('invoiceList.filter.unpaid') },
            { value: 'overdue', label: t('invoiceList.filter.overdue') },
            { value: 'paid', label: t('invoiceList.filter.paid') },
          ]}
        />
      </Group>
      <QueryState
        query={query}
        loading={t('invoiceList.loading')}
        failed={t('invoiceList.loadFailed')}
        isEmpty={(data) => data.invoices.length === 0}
        empty={empty}
      >
        {({ invoices }) => (
          <Stack gap="lg">
            <Stack
              gap="sm"
              aria-busy={query.isFetching}
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
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
            {pages > 1 && (
              <Center>
                <ListPagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => {
                    list.setPage(next);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
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
    </Stack>
  );
}
