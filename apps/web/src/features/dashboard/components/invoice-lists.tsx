import { Anchor, Badge, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconFilePlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortName } from '../../../ui/short-name.ts';
import type { ActivityStatus, DashboardInvoice, DashboardSummary } from '../dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';

const ACTIVITY_COLOR: Record<ActivityStatus, string> = { paid: 'green', overdue: 'red', issued: 'blue' };
const LIST_HEIGHT = 320;

function ListCard({
  title,
  testId,
  footer,
  children,
}: {
  title: string;
  testId: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DashboardCard aria-label={title} data-testid={testId} mih={{ base: 0, md: LIST_HEIGHT }} h="100%">
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="md">
          <Text fw={600} size="lg">
            {title}
          </Text>
          {children}
        </Stack>
        {footer}
      </Stack>
    </DashboardCard>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={30} />
      ))}
    </Stack>
  );
}

function customerLabel(invoice: DashboardInvoice, unknown: string) {
  return invoice.customer_name ? shortName(invoice.customer_name) : unknown;
}

/** One invoice in a dashboard list: its number and badges, its client and a detail, then the row's end. */
function InvoiceRow({
  invoice,
  testId,
  py,
  name,
  badge,
  detail,
  children,
}: {
  invoice: DashboardInvoice;
  testId: string;
  py: 'xs' | number;
  name: ReactNode;
  badge: ReactNode;
  detail: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={py}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={testId}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          {name}
          {badge}
          {invoice.payment_state === 'partly-paid' && (
            <Badge color="yellow" variant="light" size="sm" radius="sm">
              {t('payments.partlyPaid')}
            </Badge>
          )}
        </Group>
        {/* The client may wrap; the date and amount are never cut ("Due 20/1…"). */}
        <Text
          size="xs"
          c="dimmed"
          title={invoice.customer_name ?? undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {customerLabel(invoice, t('dashboard.unknownCustomer'))} ·{' '}
          <span style={{ whiteSpace: 'nowrap' }} data-testid="invoice-row-detail">
            {detail}
          </span>
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

/** Unpaid invoices, the earliest due first, each with a Paid button. Shown only when there are some. */
export function OutstandingInvoices({
  invoices,
  count,
  paying,
  onPaid,
}: {
  invoices: DashboardInvoice[];
  count: number;
  paying: string | null;
  onPaid: (invoice: DashboardInvoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <DashboardCard aria-label={t('dashboard.outstandingList.title')} data-testid="outstanding-invoices">
      <Group justify="space-between" mb="md">
        <Text fw={600} size="lg">
          {t('dashboard.outstandingList.title')}
        </Text>
        {count > invoices.length && (
          <Anchor component={Link} to="/invoice/list?status=unpaid" size="sm">
            {t('dashboard.outstandingList.viewAll', { count })}
          </Anchor>
        )}
      </Group>
      <Stack gap={0}>
        {invoices.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            testId="outstanding-row"
            py="xs"
            name={
              <Anchor
                component={Link}
                to={`/invoice/overview/${encodeURIComponent(invoice.id)}`}
                fw={600}
                size="sm"
              >
                #{invoice.name}
              </Anchor>
            }
            badge={
              invoice.display_status === 'Overdue' && (
                <Badge color="red" variant="light" size="sm" radius="sm">
                  {t('dashboard.status.overdue')}
                </Badge>
              )
            }
            detail={t('dashboard.outstandingList.due', { date: formatDisplayDate(invoice.due_date) })}
          >
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text
                size="sm"
                fw={600}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                data-testid="outstanding-amount-due"
              >
                {formatAmount(invoice.balance_due)}
              </Text>
              <Button
                size="xs"
                color="green"
                variant="light"
                loading={paying === invoice.id}
                disabled={paying !== null && paying !== invoice.id}
                onClick={() => onPaid(invoice)}
                aria-label={t('dashboard.outstandingList.paidLabel', { number: invoice.name })}
              >
                {t('dashboard.outstandingList.paid')}
              </Button>
            </Group>
          </InvoiceRow>
        ))}
      </Stack>
    </DashboardCard>
  );
}

/** The five clients who paid the most, with their share of all income. */
export function TopCustomers({ customers }: { customers: DashboardSummary['top_customers'] | undefined }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!customers) body = <ListSkeleton />;
  else if (customers.length === 0) {
    body = (
      <Stack align="center" gap="sm" py="lg" ta="center">
        <IconFilePlus size={36} stroke={1.4} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('dashboard.topCustomers.empty')}
        </Text>
        <Button component={Link} to="/invoice/create" variant="light" size="xs">
          {t('dashboard.topCustomers.createInvoice')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {customers.map((customer) => (
          <Stack key={customer.id} gap={4} data-testid="top-customer">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={`/client/${encodeURIComponent(customer.id)}`}
                size="sm"
                fw={500}
                title={customer.name}
              >
                {shortName(customer.name)}
              </Anchor>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(customer.total)}
              </Text>
            </Group>
            <Progress value={customer.share} size="sm" color="teal" aria-label={customer.name} />
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <ListCard title={t('dashboard.topCustomers.title')} testId="top-customers">
      {body}
    </ListCard>
  );
}

/** The five latest invoices with their activity status, View Details and View All Invoices. */
export function RecentActivity({ invoices }: { invoices: DashboardInvoice[] | undefined }) {
  const { t } = useTranslation();
  const statusLabel: Record<ActivityStatus, string> = {
    paid: t('dashboard.status.paid'),
    overdue: t('dashboard.status.overdue'),
    issued: t('dashboard.status.issued'),
  };
  let body: ReactNode;
  if (!invoices) body = <ListSkeleton />;
  else if (invoices.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {t('dashboard.recent.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap={0}>
        {invoices.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            testId="recent-row"
            py={8}
            name={
              <Text size="sm" fw={600}>
                #{invoice.name}
              </Text>
            }
            badge={
              <Badge color={ACTIVITY_COLOR[invoice.activity_status]} variant="light" size="sm" radius="sm">
                {statusLabel[invoice.activity_status]}
              </Badge>
            }
            detail={`${formatDisplayDate(invoice.invoice_date)} · ${formatAmount(invoice.amount)}`}
          >
            <Anchor
              component={Link}
              to={`/invoice/overview/${encodeURIComponent(invoice.id)}`}
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('dashboard.recent.viewDetails')}
            </Anchor>
          </InvoiceRow>
        ))}
      </Stack>
    );
  }
  return (
    <ListCard
      title={t('dashboard.recent.title')}
      testId="recent-activity"
      footer={
        <Anchor component={Link} to="/invoice/list" size="sm" fw={500}>
          {t('dashboard.recent.viewAll')}
        </Anchor>
      }
    >
      {body}
    </ListCard>
  );
}
