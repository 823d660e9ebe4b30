import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconPlus, IconReceipt, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { importWithTimeout } from '../../../lib/lazy-with-timeout.ts';
import { useVehicles } from '../../../lib/vehicles-query.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DormantSelect } from '../../../ui/dormant-select.tsx';
import { Later } from '../../../ui/later.tsx';
import { lazyPanel } from '../../../ui/lazy-panel.tsx';
import { ListPager } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { useAllCompanies } from '../../businesses/index.ts';
import { ExpenseTable } from '../components/expense-table.tsx';
import { ReceiptInbox } from '../components/receipt-inbox.tsx';
import { categoryOptions, PERIOD_LABELS } from '../expense-labels.ts';
import { isPeriod, PERIODS, periodRange } from '../expense-periods.ts';
import {
  EXPENSE_PAGE_SIZE,
  type Expense,
  type ExpenseTotals,
  useDeleteExpense,
  useExpenses,
} from '../expenses.ts';
import type { ReceiptCapture } from '../receipt-captures.ts';
import { useExpenseListParams } from '../use-expense-list-params.ts';

const ExpenseFormDrawer = lazyPanel(() =>
  import('../components/expense-form-drawer.tsx').then((module) => module.ExpenseFormDrawer),
);

// The date picker (with the form code it shares) only for a custom period: the screen opens without it.
const DateField = lazy(() =>
  importWithTimeout(() => import('../../../ui/date-field.tsx')).then(({ DateField }) => ({
    default: DateField,
  })),
);

function TotalsRow({ totals }: { totals: ExpenseTotals }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('expenses.totals.amount'), value: totals.amount },
    { label: t('expenses.totals.gst'), value: totals.gst },
    { label: t('expenses.totals.gstCredit'), value: totals.gst_credit },
    { label: t('expenses.totals.deductible'), value: totals.deductible },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="expense-totals">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('expenses.totals.title', { count: totals.count })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {figures.map((figure) => (
            <div key={figure.label}>
              <Text size="xs" c="dimmed">
                {figure.label}
              </Text>
              <Text fw={700} size="lg">
                {formatAmount(figure.value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The user's expenses, newest first: search by supplier, description or ABN, filter by category and
 * period, with the totals of all that match; add, edit and delete. Filters and page live in the URL.
 */
export default function ExpenseListScreen() {
  const { t } = useTranslation();
  const list = useExpenseListParams();
  const [editing, setEditing] = useState<Expense | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<ReceiptCapture | null>(null);
  const [toDelete, setToDelete] = useState<Expense | null>(null);
  const today = todayIn(appTimeZone());
  const range = periodRange(list.period, today, { from: list.from, to: list.to });
  const companies = useAllCompanies();
  // The names of the vehicles motor-vehicle expenses are for (none shown while unknown).
  const vehicles = useVehicles();
  const query = useExpenses({
    search: list.term,
    category: list.category,
    companyId: list.business,
    from: range.from,
    to: range.to,
    page: list.page,
  });
  const removal = useDeleteExpense();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / EXPENSE_PAGE_SIZE));

  // After a delete empties the last page, or with a page number from an old link, show the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage changes every render.
  useEffect(() => {
    if (list.page > pages && query.data && !query.isPlaceholderData) list.setPage(pages);
  }, [list.page, pages, query.data, query.isPlaceholderData]);

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => {
        notify.success(t('expenses.deleted', { name: toDelete.supplier_name }));
        setToDelete(null);
      },
      onError: (error) => notify.error(t('expenses.deleteFailed'), error),
    });
  };

  const empty = list.filtered ? (
    <EmptyState
      testId="expense-list-empty"
      icon={<IconSearch size={40} stroke={1.4} aria-hidden />}
      title={t('expenses.noMatches')}
      text={t('expenses.noMatchesText')}
      action={
        <Button variant="default" onClick={list.clear}>
          {t('expenses.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      testId="expense-list-empty"
      icon={<IconReceipt size={40} stroke={1.4} aria-hidden />}
      title={t('expenses.empty')}
      text={t('expenses.emptyText')}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('expenses.addFirst')}
        </Button>
      }
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('expenses.title')}
        crumbs={[{ label: t('nav.finance') }, { label: t('expenses.title') }]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('expenses.add')}
          </Button>
        }
      />
      <ReceiptInbox onConfirm={setConfirming} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('expenses.searchLabel')}
          placeholder={t('expenses.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(event) => list.type(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        <DormantSelect
          label={t('expenses.categoryFilter')}
          placeholder={t('expenses.allCategories')}
          clearable
          searchable
          data={categoryOptions(t)}
          value={list.category}
          onChange={list.setCategory}
          w={200}
        />
        {(companies.data?.length ?? 0) > 1 && (
          <DormantSelect
            label={t('expenses.businessFilter')}
            placeholder={t('expenses.allBusinesses')}
            clearable
            data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            value={list.business}
            onChange={list.setBusiness}
            w={200}
          />
        )}
        <DormantSelect
          label={t('expenses.periodFilter')}
          allowDeselect={false}
          data={PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
          value={list.period}
          onChange={(value) => {
            if (isPeriod(value)) list.setPeriod(value);
          }}
          w={200}
        />
        {list.period === 'custom' && (
          <Suspense fallback={null}>
            <DateField
              label={t('expenses.from')}
              value={list.from ?? ''}
              onChange={(from) => list.setDates({ from: from || null })}
            />
            <DateField
              label={t('expenses.to')}
              value={list.to ?? ''}
              onChange={(to) => list.setDates({ to: to || null })}
            />
          </Suspense>
        )}
      </Group>
      {list.period !== 'all' && list.period !== 'custom' && range.from && range.to && (
        <Text size="sm" c="dimmed" data-testid="period-range">
          {t('expenses.range', { from: formatDisplayDate(range.from), to: formatDisplayDate(range.to) })}
        </Text>
      )}
      <QueryState
        query={query}
        loading={t('expenses.loading')}
        failed={t('expenses.loadFailed')}
        isEmpty={(data) => data.expenses.length === 0}
        empty={empty}
      >
        {({ expenses, totals }) => (
          <Stack gap="lg" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <TotalsRow totals={totals} />
            {/* Below the first view on a phone: drawn right after it (ui/later.tsx). */}
            <Later minHeight={400}>
              <ExpenseTable
                expenses={expenses}
                vehicles={vehicles.data ?? []}
                onEdit={setEditing}
                onDelete={setToDelete}
              />
              <ListPager pages={pages} list={list} />
            </Later>
          </Stack>
        )}
      </QueryState>
      <ExpenseFormDrawer
        opened={adding || editing !== null || confirming !== null}
        expense={editing ?? undefined}
        capture={confirming ?? undefined}
        onClose={() => {
          setAdding(false);
          setEditing(null);
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('expenses.confirmDelete', {
          name: toDelete?.supplier_name ?? '',
          amount: toDelete ? formatAmount(toDelete.amount) : '',
        })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
