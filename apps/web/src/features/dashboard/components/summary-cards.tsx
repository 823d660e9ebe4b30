import { ActionIcon, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { type DashboardSummary, HIDDEN_AMOUNT } from '../dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** Cards keep one height loading or loaded, so nothing moves when the figures arrive. */
export const CARD_HEIGHT = 196;

function SummaryCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DashboardCard mih={CARD_HEIGHT} aria-label={title} style={{ containerType: 'inline-size' }}>
      <Group justify="space-between" mb="xs" wrap="nowrap" mih={28}>
        <Text fw={600} c="dimmed" size="sm" tt="uppercase" lts={0.3}>
          {title}
        </Text>
        {action}
      </Group>
      {children}
    </DashboardCard>
  );
}

/**
 * A card's headline amount. Its size follows the card's width (a size container), so nine-digit amounts
 * fit three cards side by side; past that the figure breaks rather than runs out of the card.
 */
function Headline({ value, testId }: { value: string | number; testId: string }) {
  return (
    <Text
      fw={700}
      lh={1.1}
      data-testid={testId}
      style={{
        // 10cqi: a nine-digit amount takes about 8.6em in DejaVu Sans, the widest sans-serif a Linux
        // browser falls back to, so it stays on one line in a card from 180 px up.
        fontSize: 'clamp(var(--mantine-font-size-lg), 10cqi, 1.75rem)',
        fontVariantNumeric: 'tabular-nums',
        overflowWrap: 'anywhere',
      }}
    >
      {value}
    </Text>
  );
}

/** A label and its amount on one line, or the amount under the label when both do not fit. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" style={{ rowGap: 2 }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

function Bar({ label, count, total, color }: { label: string; count: number; total: number; color: string }) {
  const value = total === 0 ? 0 : (count / total) * 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {count}
        </Text>
      </Group>
      <Progress value={value} color={color} size="sm" aria-label={label} />
    </Stack>
  );
}

interface SummaryCardsProps {
  summary: DashboardSummary | undefined;
  hidden: boolean;
  onToggleHidden: () => void;
}

/** Invoices, Amount Received (with the hide/show toggle) and Outstanding. */
export function SummaryCards({ summary, hidden, onToggleHidden }: SummaryCardsProps) {
  const { t } = useTranslation();
  const money = (amount: string) => (hidden ? HIDDEN_AMOUNT : formatAmount(amount));
  const toggleLabel = hidden ? t('dashboard.received.show') : t('dashboard.received.hide');

  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder radius="md" padding="lg" mih={CARD_HEIGHT}>
            <Skeleton height={14} width="40%" mb="lg" />
            <Skeleton height={28} width="60%" mb="md" />
            <Skeleton height={10} mb="sm" />
            <Skeleton height={10} mb="sm" />
            <Skeleton height={10} width="70%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  const { invoices, income, outstanding } = summary;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <SummaryCard title={t('dashboard.invoices.title')}>
        <Stack gap="sm">
          <Headline value={invoices.count} testId="invoice-count" />
          <Bar
            label={t('dashboard.invoices.paid')}
            count={invoices.paid}
            total={invoices.count}
            color="green"
          />
          <Bar
            label={t('dashboard.invoices.unpaid')}
            count={invoices.unpaid}
            total={invoices.count}
            color="orange"
          />
          <Figure
            label={t('dashboard.invoices.lastInvoice')}
            value={
              invoices.last_invoice_date
                ? formatDisplayDate(invoices.last_invoice_date)
                : t('dashboard.notAvailable')
            }
            testId="last-invoice-date"
          />
        </Stack>
      </SummaryCard>

      <SummaryCard
        title={t('dashboard.received.title')}
        action={
          <HoverTooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={toggleLabel}
              aria-pressed={hidden}
              onClick={onToggleHidden}
            >
              {hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
            </ActionIcon>
          </HoverTooltip>
        }
      >
        <Stack gap="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('dashboard.received.thisMonth')}
            </Text>
            <Headline value={money(income.this_month)} testId="income-this-month" />
          </Stack>
          <Figure
            label={t('dashboard.received.lastMonth')}
            value={money(income.last_month)}
            testId="income-last-month"
          />
          <Figure
            label={t('dashboard.received.average')}
            value={money(income.average)}
            testId="income-average"
          />
        </Stack>
      </SummaryCard>

      <SummaryCard title={t('dashboard.outstanding.title')}>
        <Stack gap="sm">
          <Headline value={formatAmount(outstanding.amount)} testId="outstanding-amount" />
          <Figure
            label={t('dashboard.outstanding.overdue')}
            value={String(outstanding.overdue)}
            testId="overdue-count"
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('dashboard.outstanding.share', { share: outstanding.share.toFixed(1) })}
            </Text>
            <Progress
              value={outstanding.share}
              color={outstanding.overdue > 0 ? 'red' : 'orange'}
              size="sm"
              aria-label={t('dashboard.outstanding.title')}
            />
          </Stack>
        </Stack>
      </SummaryCard>
    </SimpleGrid>
  );
}
