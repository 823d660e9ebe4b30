import { Group, Text } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { useTranslation } from 'react-i18next';
import { BarChart, ChartLabel } from '../../../ui/bar-chart.tsx';

export interface MonthBars {
  label: string;
  income: string;
  expenses: string;
}

const HEIGHT = 240;
const INCOME = 'var(--mantine-color-teal-6)';
const EXPENSES = 'var(--mantine-color-orange-6)';

const dollars = (amount: string) => Math.max(0, (parseCents(amount) ?? 0) / 100);

function LegendItem({ fill, children }: { fill: string; children: string }) {
  return (
    <Group gap={6}>
      <svg width="12" height="12" aria-hidden="true">
        <rect width="12" height="12" rx="2" fill={fill} />
      </svg>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * Income and expenses side by side for each month, on the same scale as the dashboard's revenue chart.
 * The month table beside it says the same to screen readers.
 */
export function ProfitChart({ months }: { months: MonthBars[] }) {
  const { t } = useTranslation();
  const top = Math.max(0, ...months.flatMap((month) => [dollars(month.income), dollars(month.expenses)]));
  return (
    <div>
      <Group gap="md" mb="xs" aria-hidden>
        <LegendItem fill={INCOME}>{t('profit.chart.income')}</LegendItem>
        <LegendItem fill={EXPENSES}>{t('profit.chart.expenses')}</LegendItem>
      </Group>
      <BarChart height={HEIGHT} groups={months.length} top={top} testId="profit-chart">
        {(frame) => {
          const barWidth = Math.min(20, frame.band * 0.35);
          const labelEvery = frame.band < 34 ? 2 : 1;
          return months.map((month, index) => {
            const centre = frame.centre(index);
            const bars = [
              { key: 'income', amount: month.income, fill: INCOME, x: centre - barWidth - 1 },
              { key: 'expenses', amount: month.expenses, fill: EXPENSES, x: centre + 1 },
            ];
            return (
              <g key={month.label}>
                {bars.map((bar) => (
                  <rect
                    key={bar.key}
                    data-testid={`profit-chart-${bar.key}`}
                    x={bar.x}
                    y={frame.y(dollars(bar.amount))}
                    width={barWidth}
                    height={frame.baseline - frame.y(dollars(bar.amount))}
                    rx={Math.min(3, barWidth / 4)}
                    fill={bar.fill}
                  >
                    <title>{`${month.label}: ${formatAmount(bar.amount)}`}</title>
                  </rect>
                ))}
                {index % labelEvery === 0 && (
                  <ChartLabel x={centre} frame={frame}>
                    {month.label}
                  </ChartLabel>
                )}
              </g>
            );
          });
        }}
      </BarChart>
    </div>
  );
}
