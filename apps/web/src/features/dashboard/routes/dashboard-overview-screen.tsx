import { Alert, Button, Grid, Stack } from '@mantine/core';
import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useNextPaintValue } from '../../../ui/use-next-paint-value.ts';
import { useAuth } from '../../auth/auth-store.ts';
// The invoices' own data module: the Paid action is theirs, and it refreshes their screens too.
import { invoicesKey, setInvoicePaid } from '../../invoices/invoices.ts';
import { OutstandingInvoices, RecentActivity, TopCustomers } from '../components/invoice-lists.tsx';
import { RevenueCard } from '../components/revenue-card.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TaxSummaryCard } from '../components/tax-summary-card.tsx';
import { type DashboardInvoice, dashboardKey, FIRST_PERIOD, summaryQuery } from '../dashboard.ts';

/** The first screen after sign-in: income, what is owed, revenue, top clients and recent invoices. */
export default function DashboardOverviewScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [period, setPeriod] = useState<RevenuePeriod>(FIRST_PERIOD);
  const [hidden, setHidden] = useState(() => storage.get(STORAGE_KEYS.amountHidden) === '1');
  const [paying, setPaying] = useState<string | null>(null);

  const query = useQuery({ ...summaryQuery(period), placeholderData: keepPreviousData });
  // The figures' redraw is done in short slices that leave the page responsive, rather than in one long
  // task as the answer arrives; the sections under the summary cards (the largest paint) come after.
  const summary = useDeferredValue(query.data);
  const below = useNextPaintValue(summary);

  const toggleHidden = () => {
    const next = !hidden;
    setHidden(next);
    storage.set(STORAGE_KEYS.amountHidden, next ? '1' : '0');
  };

  const markPaid = async (invoice: DashboardInvoice) => {
    if (paying) return;
    setPaying(invoice.id);
    try {
      await setInvoicePaid(invoice.id, true);
      notify.success(t('dashboard.outstandingList.marked', { number: invoice.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
      ]);
    } catch {
      notify.error(t('dashboard.paidFailed'));
    } finally {
      setPaying(null);
    }
  };

  const header = (
    <PageHeader title={t('screens.dashboard.title')} crumbs={[{ label: t('screens.dashboard.title') }]} />
  );

  if (query.isError && !summary) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" variant="light" title={t('dashboard.loadFailed')} role="alert">
          <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <SummaryCards summary={summary} hidden={hidden} onToggleHidden={toggleHidden} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RevenueCard revenue={below?.revenue} period={period} onPeriodChange={setPeriod} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TaxSummaryCard userId={user?.id} />
        </Grid.Col>
      </Grid>
      {below && below.outstanding_invoices.length > 0 && (
        <OutstandingInvoices
          invoices={below.outstanding_invoices}
          count={below.outstanding.count}
          paying={paying}
          onPaid={(invoice) => void markPaid(invoice)}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopCustomers customers={below?.top_customers} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentActivity invoices={below?.recent_invoices} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
