import { Button, Center, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
import { refusalText } from '../send-refusal.ts';

const STATUSES: readonly StatusFilter[] = ['all', 'unpaid', 'overdue', 'paid'];

const statusFrom = (value: string | null): StatusFilter =>
  STATUSES.find((status) => status === value) ?? 'all';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The user's invoices, newest first: search by number, ref or client, filter by status, and per invoice
 * mark paid or unpaid, view, send, remind and delete. Search, status and page live in the URL.
 */
export default function InvoiceListScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [toDelete, setToDelete] = useState<InvoiceSummary | null>(null);

  /** Changes the list's query string in place (no new history entry per keystroke or page). */
  const setQuery = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // The settled search term goes into the URL, so a reload or a shared link keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new term should write the URL.
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) setQuery({ q: debounced || null });
  }, [debounced]);

  // And a term changed from outside (a link to the bare list, back/forward) comes into the box.
  const urlTerm = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL term should set the box.
  useEffect(() => {
    if (urlTerm !== debounced) setSearch(urlTerm);
  }, [urlTerm]);

  const query = useInvoices({ search: debounced, status, page });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / INVOICE_PAGE_SIZE));
  const filtered = debounced !== '' || status !== 'all';
  const busy = useInvoicesBusy();
  const markPaid = useMarkPaid();
  const sending = useSendInvoice();
  const removal = useDeleteInvoice();

  // After a delete empties the last page, or with a page number from an old link, show the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setQuery changes every render.
  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData)
      setQuery({ page: pages > 1 ? String(pages) : null });
  }, [page, pages, query.data, query.isPlaceholderData]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const togglePaid = (invoice: InvoiceSummary) => {
    if (busy.has(invoice.id)) return;
    const paid = invoice.display_status !== 'Paid';
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

  const clearFilters = () => {
    setSearch('');
    setQuery({ q: null, status: null, page: null });
  };

  const empty = filtered ? (
    <EmptyState
      testId="invoice-list-empty"
      icon={<IconSearch size={40} stroke={1.4} aria-hidden />}
      title={t('invoiceList.noMatches')}
      text={t('invoiceList.noMatchesText')}
      action={
        <Button variant="default" onClick={clearFilters}>
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
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (page !== 1) setQuery({ page: null });
          }}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <SegmentedControl
          aria-label={t('invoiceList.statusLabel')}
          value={status}
          onChange={(value) => setQuery({ status: value === 'all' ? null : value, page: null })}
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
                    setQuery({ page: next > 1 ? String(next) : null });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
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
