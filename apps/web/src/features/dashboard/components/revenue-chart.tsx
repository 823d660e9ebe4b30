import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatAmount, formatCompactDollars } from '@sorted/core/money/cents';

export interface ChartBar {
  label: string;
  revenue: number;
}

/**
 * The revenue bars. @mantine/charts and recharts are a chunk of their own (loaded after the figures are
 * on screen), so the dashboard's first paint does not wait for them.
 */
export default function RevenueChart({ bars, seriesLabel }: { bars: ChartBar[]; seriesLabel: string }) {
  return (
    <BarChart
      h={260}
      data={bars}
      dataKey="label"
      series={[{ name: 'revenue', label: seriesLabel, color: 'teal.6' }]}
      valueFormatter={(value) => formatAmount(value.toFixed(2))}
      withTooltip
      barProps={{ radius: [4, 4, 0, 0] }}
      // The scale in short form, so that hundreds of millions are not cut off at the chart's edge.
      yAxisProps={{ width: 64, tickFormatter: formatCompactDollars }}
    />
  );
}
