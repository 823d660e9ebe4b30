import { Grid, Stack } from '@mantine/core';
import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import { formatAmount } from '@sorted/core/i18n/format';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Later } from '../../../ui/later.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingState, QueryState } from '../../../ui/query-state.tsx';
// The invoices' own data module: the Paid action is theirs, and it refreshes their screens too.
import { useInvoicesBusy, useMarkPaid } from '../../invoices/index.ts';
import { useSetAside } from '../../profit/index.ts';
import { BankLinesToReconcile } from '../components/bank-lines-to-reconcile.tsx';
import { BasOverdueCard } from '../components/bas-overdue-notice.tsx';
import { OutstandingInvoices, RecentActivity, TopCustomers } from '../components/invoice-lists.tsx';
import { RevenueCard } from '../components/revenue-card.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TaxSummaryCard } from '../components/tax-summary-card.tsx';
import { type DashboardInvoice, FIRST_PERIOD, useDashboardSummary } from '../dashboard.ts';

/** The first screen after sign-in: an overdue BAS first, the bank lines to reconcile, then income, what is owed, revenue, top clients and recent invoices. */
export default function DashboardOverviewScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RevenuePeriod>(FIRST_PERIOD);
  const [hidden, setHidden] = useState(() => storage.get(STORAGE_KEYS.amountHidden) === '1');
  const query = useDashboardSummary(period);
  // The notices above the figures come from two answers, the set-aside (an overdue BAS) and the summary
  // (bank lines to reconcile): nothing is drawn under the header until both are in, so that a notice
  // never pushes cards already on screen down the page, under the finger about to tap them.
  const aside = useSetAside();
  const noticesKnown = !aside.isPending && !query.isPending;
  // The figures' redraw is done in short slices that leave the page responsive, rather than in one long
  // task as the answer arrives; the sections under the summary cards (the largest paint) come after,
  // each drawn on its own (Later).
  const summary = useDeferredValue(query.data);
  const markPaid = useMarkPaid();
  // The invoice whose Paid is on its way (one at a time).
  const paying = [...useInvoicesBusy()].find(([, action]) => action === 'paid')?.[0] ?? null;
  // The invoice whose Mark paid asks first (a lasting change: it records the balance as received today).
  const [confirming, setConfirming] = useState<DashboardInvoice | null>(null);

  const toggleHidden = () => {
    const next = !hidden;
    setHidden(next);
    storage.set(STORAGE_KEYS.amountHidden, next ? '1' : '0');
  };

  const pay = (invoice: DashboardInvoice) => {
    if (paying) return;
    markPaid.mutate(
      { id: invoice.id, paid: true },
      {
        onSuccess: () => {
          setConfirming(null);
          notify.success(t('dashboard.outstandingList.marked', { number: invoice.name }));
        },
        onError: (error) => {
          setConfirming(null);
          notify.error(t('dashboard.paidFailed'), error);
        },
      },
    );
  };

  /** The cards, with skeletons until the summary's deferred redraw. */
  const cards = () => (
    <>
      <SummaryCards summary={summary} hidden={hidden} onToggleHidden={toggleHidden} />
      <Later minHeight={360}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <RevenueCard revenue={summary?.revenue} period={period} onPeriodChange={setPeriod} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Later>
              <TaxSummaryCard />
            </Later>
          </Grid.Col>
        </Grid>
      </Later>
      {summary && summary.outstanding_invoices.length > 0 && (
        <Later>
          <OutstandingInvoices
            invoices={summary.outstanding_invoices}
            count={summary.outstanding.count}
            paying={paying}
            onPaid={setConfirming}
          />
        </Later>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Later>
            <TopCustomers customers={summary?.top_customers} />
          </Later>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Later>
            <RecentActivity invoices={summary?.recent_invoices} />
          </Later>
        </Grid.Col>
      </Grid>
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('screens.dashboard.title')} crumbs={[{ label: t('screens.dashboard.title') }]} />
      {noticesKnown ? (
        <>
          <BasOverdueCard />
          <BankLinesToReconcile count={query.data?.unreconciled_bank_lines} />
          <QueryState query={query} loading={t('common.loading')} failed={t('dashboard.loadFailed')}>
            {cards}
          </QueryState>
        </>
      ) : (
        <LoadingState label={t('common.loading')} />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('dashboard.outstandingList.confirmTitle', { number: confirming?.name ?? '' })}
        message={t('dashboard.outstandingList.confirmMessage', {
          number: confirming?.name ?? '',
          amount: confirming ? formatAmount(confirming.balance_due) : '',
        })}
        confirmLabel={t('dashboard.outstandingList.confirm')}
        cancelLabel={t('payments.cancel')}
        confirmColor="green"
        loading={confirming !== null && paying === confirming.id}
        onConfirm={() => {
          if (confirming) pay(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
