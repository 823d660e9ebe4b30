import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { InvoiceTabs } from '../components/invoice-tabs.tsx';
import {
  deleteInvoice,
  fetchInvoices,
  INVOICE_PAGE_SIZE,
  type InvoiceSummary,
  invoicesKey,
  type StatusFilter,
  sendInvoice,
  setInvoicePaid,
} from '../invoices.ts';
import { type CardAction, InvoiceCard } from '../list/invoice-card.tsx';
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
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // What each card is doing while its call runs (cards work independently of each other).
  const [busy, setBusy] = useState<ReadonlyMap<string, CardAction>>(() => new Map());
  const [toDelete, setToDelete] = useState<InvoiceSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  const query = useQuery({
    queryKey: [...invoicesKey, 'list', { search: debounced, status, page }],
    queryFn: ({ signal }) => fetchInvoices({ search: debounced, status, page }, signal),
    placeholderData: keepPreviousData,
  });
  const invoices = query.data?.invoices ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / INVOICE_PAGE_SIZE));
  const filtered = debounced !== '' || status !== 'all';

  // After a delete empties the last page, or with a page number from an old link, show the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setQuery changes every render.
  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData)
      setQuery({ page: pages > 1 ? String(pages) : null });
  }, [page, pages, query.data, query.isPlaceholderData]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: invoicesKey });

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const run = async (invoice: InvoiceSummary, action: CardAction, work: () => Promise<void>) => {
    if (busy.has(invoice.id)) return;
    setBusy((current) => new Map(current).set(invoice.id, action));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Map(current);
        next.delete(invoice.id);
        return next;
      });
    }
  };

  const togglePaid = (invoice: InvoiceSummary) =>
    run(invoice, 'paid', async () => {
      const paid = invoice.display_status !== 'Paid';
      try {
        await setInvoicePaid(invoice.id, paid);
      } catch (error) {
        notify.error(t('invoiceList.updateFailed'), error);
        return;
      }
      notify.success(
        paid
          ? t('invoiceList.markedPaid', { number: invoice.name })
          : t('invoiceList.markedUnpaid', { number: invoice.name }),
      );
      await refresh();
    });

  const send = (invoice: InvoiceSummary) =>
    run(invoice, 'send', async () => {
      try {
        await sendInvoice(invoice.id, 'invoice');
        notify.success(
          t('invoiceList.sent', {
            number: invoice.name,
            name: invoice.customerName ?? t('invoiceList.unknownClient'),
          }),
        );
      } catch (error) {
        notify.error(refusalText(error, i18n.resolvedLanguage) ?? t('invoiceList.sendFailed'), error);
      }
    });

  const remind = (invoice: InvoiceSummary) =>
    run(invoice, 'remind', async () => {
      try {
        await sendInvoice(invoice.id, 'reminder');
        notify.success(t('invoiceList.reminderSent', { number: invoice.name }));
      } catch (error) {
        notify.error(refusalText(error, i18n.resolvedLanguage) ?? t('invoiceList.reminderFailed'), error);
      }
    });

  const remove = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await deleteInvoice(toDelete.id);
      notify.success(t('invoiceList.deleted', { number: toDelete.name }));
      setToDelete(null);
      await refresh();
    } catch (error) {
      notify.error(t('invoiceList.deleteFailed'), error);
    } finally {
      setDeleting(false);
    }
  };

  const clearFilters = () => {
    setSearch('');
    setQuery({ q: null, status: null, page: null });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('invoiceList.loading')}</Text>
        </Group>
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" title={t('invoiceList.loadFailed')} role="alert">
        <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (invoices.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl" data-testid="invoice-list-empty">
        <Stack align="center" gap="sm" ta="center">
          {filtered ? (
            <>
              <IconSearch size={40} stroke={1.4} aria-hidden />
              <Text fw={600}>{t('invoiceList.noMatches')}</Text>
              <Text size="sm" c="dimmed" maw={420}>
                {t('invoiceList.noMatchesText')}
              </Text>
              <Button variant="default" onClick={clearFilters}>
                {t('invoiceList.clearFilters')}
              </Button>
            </>
          ) : (
            <>
              <IconFileInvoice size={40} stroke={1.4} aria-hidden />
              <Text fw={600}>{t('invoiceList.empty')}</Text>
              <Text size="sm" c="dimmed" maw={420}>
                {t('screens.invoices.text')}
              </Text>
              <Button component={Link} to="/invoice/create" leftSection={<IconPlus size={16} />}>
                {t('invoiceList.createInvoice')}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Stack gap="sm" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              expanded={expanded.has(invoice.id)}
              onToggle={() => toggle(invoice.id)}
              busy={busy.get(invoice.id) ?? null}
              onTogglePaid={() => void togglePaid(invoice)}
              onSend={() => void send(invoice)}
              onRemind={() => void remind(invoice)}
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
    );
  }

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
      {body}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('invoiceList.confirmDelete', { number: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
