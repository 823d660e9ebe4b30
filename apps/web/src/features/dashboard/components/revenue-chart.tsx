import { formatAmount } from '@sorted/core/i18n/format';
import { BarChart, ChartLabel } from '../../../ui/bar-chart.tsx';

export interface ChartBar {
  label: string;
  /** The period's revenue as the API's decimal string ("1234.50"). */
  amount: string;
  /** The same in dollars, only to place the bar: the figure people read is `amount`. */
  revenue: number;
}

export const CHART_HEIGHT = 260;
// About the width of a character of the 12 px labels, to know how many fit side by side.
const CHARACTER_WIDTH = 7;
const LABEL_GAP = 12;

/**
 * The revenue bars. Each bar names its period and amount in a tooltip; the card's table says the same
 * to screen readers.
 */
export default function RevenueChart({ bars }: { bars: ChartBar[] }) {
  const top = Math.max(0, ...bars.map((bar) => bar.revenue));
  return (
    <BarChart
      height={CHART_HEIGHT}
      groups={bars.length}
      top={top}
      testId="revenue-chart"
      scaleTestId="revenue-chart-scale"
    >
      {(frame) => {
        const barWidth = Math.min(48, frame.band * 0.7);
        // Every nth label where they would overlap, counted from the latest period so that it always shows.
        const widestLabel = Math.max(0, ...bars.map((bar) => bar.label.length)) * CHARACTER_WIDTH + LABEL_GAP;
        const labelEvery = Math.max(1, Math.ceil(widestLabel / frame.band));
        return bars.map((bar, index) => {
          const centre = frame.centre(index);
          const barTop = frame.y(bar.revenue);
          // Kept whole inside the chart where the first or last label is wider than its bar's room.
          const halfLabel = (bar.label.length * CHARACTER_WIDTH) / 2;
          const labelX = Math.min(Math.max(centre, frame.left + halfLabel), frame.width - halfLabel);
          return (
            <g key={bar.label}>
              <rect
                data-testid="revenue-chart-bar"
                x={centre - barWidth / 2}
                y={barTop}
                width={barWidth}
                height={frame.baseline - barTop}
                rx={Math.min(4, barWidth / 4)}
                fill="var(--mantine-color-teal-6)"
              >
                <title>{`${bar.label}: ${formatAmount(bar.amount)}`}</title>
              </rect>
              {(bars.length - 1 - index) % labelEvery === 0 && (
                <ChartLabel x={labelX} frame={frame} testId="revenue-chart-label">
                  {bar.label}
                </ChartLabel>
              )}
            </g>
          );
        });
      }}
    </BarChart>
  );
}
