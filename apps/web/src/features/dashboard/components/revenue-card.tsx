import { Badge, Button, Card, Group, Menu, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import { formatAmount, formatGrowth } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDormantMenu } from '../../../ui/dormant-menu.ts';
import { type DashboardSummary, monthRangeLabel } from '../dashboard.ts';
import RevenueChart, { CHART_HEIGHT } from './revenue-chart.tsx';

interface RevenueCardProps {
  revenue: DashboardSummary['revenue'] | undefined;
  period: RevenuePeriod;
  onPeriodChange: (period: RevenuePeriod) => void;
}

/** The revenue bar chart with its Filter menu (Monthly, Quarterly, Annual) and the growth figure. */
export function RevenueCard({ revenue, period, onPeriodChange }: RevenueCardProps) {
  const { t, i18n } = useTranslation();
  const periodLabels: Record<RevenuePeriod, string> = {
    monthly: t('dashboard.revenue.monthly'),
    quarterly: t('dashboard.revenue.quarterly'),
    annual: t('dashboard.revenue.annual'),
  };
  const bars = (revenue?.series ?? []).map((point) => ({
    label: point.key.startsWith('FY')
      ? t('dashboard.revenue.financialYear', { years: point.label.replace(/^FY /, '') })
      : monthRangeLabel(point.first_month, point.last_month, i18n.language),
    amount: point.amount,
    revenue: (parseCents(point.amount) ?? 0) / 100,
  }));
  const growth = revenue?.growth ?? 0;
  const filter = useDormantMenu();
  const filterButton = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFilter size={14} />}
      rightSection={<IconChevronDown size={14} />}
      aria-haspopup="menu"
      {...filter.triggerProps}
    >
      {t('dashboard.revenue.filter')}: {periodLabels[period]}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="revenue-title" h="100%">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">
          <Text id="revenue-title" fw={600} size="lg">
            {t('dashboard.revenue.title')}
          </Text>
          {revenue ? (
            <Badge
              color={growth > 0 ? 'green' : growth < 0 ? 'red' : 'gray'}
              variant="light"
              data-testid="revenue-growth"
            >
              {t('dashboard.revenue.growth', { growth: formatGrowth(growth, i18n.language) })}
            </Badge>
          ) : (
            <Skeleton height={20} width={110} radius="xl" />
          )}
        </Group>
        {filter.armed ? (
          <Menu position="bottom-end" shadow="md" opened={filter.opened} onChange={filter.setOpened}>
            <Menu.Target>{filterButton}</Menu.Target>
            <Menu.Dropdown>
              {(Object.keys(periodLabels) as RevenuePeriod[]).map((option) => (
                <Menu.Item
                  key={option}
                  onClick={() => onPeriodChange(option)}
                  fw={option === period ? 600 : undefined}
                  aria-current={option === period ? 'true' : undefined}
                >
                  {periodLabels[option]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          filterButton
        )}
      </Group>
      {revenue ? <RevenueChart bars={bars} /> : <Skeleton height={CHART_HEIGHT} />}
      {revenue && (
        <VisuallyHidden>
          <table>
            <caption>{t('dashboard.revenue.title')}</caption>
            <tbody>
              {revenue.series.map((point, index) => (
                <tr key={point.key}>
                  <th scope="row">{bars[index]?.label}</th>
                  <td>{formatAmount(point.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </Card>
  );
}
