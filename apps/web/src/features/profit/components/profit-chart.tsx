import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatAmount, formatCompactDollars } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { useTranslation } from 'react-i18next';
// The dashboard's revenue chart's scale, so both charts step alike.
import { scaleStep } from '../../dashboard/components/revenue-chart.tsx';

export interface MonthBars {
  label: string;
  income: string;
  expenses: string;
}

const HEIGHT = 240;
const SCALE_WIDTH = 56;
const LABELS_HEIGHT = 28;
const TOP = 10;
const FALLBACK_WIDTH = 600;
const INCOME = 'var(--mantine-color-teal-6)';
const EXPENSES = 'var(--mantine-color-orange-6)';

const dollars = (amount: string) => Math.max(0, (parseCents(amount) ?? 0) / 100);

/**
 * Income and expenses side by side for each month, drawn as plain SVG in its own pixels as the
 * dashboard's revenue chart is. The month table beside it says the same to screen readers.
 */
export function ProfitChart({ months }: { months: MonthBars[] }) {
  const { t } = useTranslation();
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const top = Math.max(0, ...months.flatMap((month) => [dollars(month.income), dollars(month.expenses)]));
  const step = scaleStep(top);
  const ticks = Math.max(1, Math.ceil(top / step));
  const scaleTop = ticks * step;
  const plotWidth = Math.max(1, width - SCALE_WIDTH);
  const plotHeight = HEIGHT - TOP - LABELS_HEIGHT;
  const band = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(20, band * 0.35);
  const y = (value: number) => TOP + plotHeight - (value / scaleTop) * plotHeight;
  const labelEvery = band < 34 ? 2 : 1;
  return (
    <div>
      <Group gap="md" mb="xs" aria-hidden>
        <Group gap={6}>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" fill={INCOME} />
          </svg>
          <Text size="sm">{t('profit.chart.income')}</Text>
        </Group>
        <Group gap={6}>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" fill={EXPENSES} />
          </svg>
          <Text size="sm">{t('profit.chart.expenses')}</Text>
        </Group>
      </Group>
      <div ref={ref} style={{ width: '100%', height: HEIGHT }}>
        <svg
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          data-testid="profit-chart"
          fontSize={12}
          style={{ display: 'block', overflow: 'visible' }}
        >
          {Array.from({ length: ticks + 1 }, (_, index) => {
            const value = index * step;
            return (
              <g key={value}>
                <line
                  x1={SCALE_WIDTH}
                  x2={width}
                  y1={y(value)}
                  y2={y(value)}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={index === 0 ? undefined : '4 4'}
                />
                <text
                  x={SCALE_WIDTH - 8}
                  y={y(value)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fill="var(--mantine-color-dimmed)"
                >
                  {formatCompactDollars(value)}
                </text>
              </g>
            );
          })}
          {months.map((month, index) => {
            const centre = SCALE_WIDTH + band * (index + 0.5);
            const bars = [
              {
                key: 'income',
                value: dollars(month.income),
                amount: month.income,
                fill: INCOME,
                x: centre - barWidth - 1,
              },
              {
                key: 'expenses',
                value: dollars(month.expenses),
                amount: month.expenses,
                fill: EXPENSES,
                x: centre + 1,
              },
            ];
            return (
              <g key={month.label}>
                {bars.map((bar) => (
                  <rect
                    key={bar.key}
                    data-testid={`profit-chart-${bar.key}`}
                    x={bar.x}
                    y={y(bar.value)}
                    width={barWidth}
                    height={TOP + plotHeight - y(bar.value)}
                    rx={Math.min(3, barWidth / 4)}
                    fill={bar.fill}
                  >
                    <title>{`${month.label}: ${formatAmount(bar.amount)}`}</title>
                  </rect>
                ))}
                {index % labelEvery === 0 && (
                  <text
                    x={centre}
                    y={HEIGHT - LABELS_HEIGHT / 2}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    fill="var(--mantine-color-dimmed)"
                  >
                    {month.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
