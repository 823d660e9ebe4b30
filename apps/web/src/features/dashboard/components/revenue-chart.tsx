import { useElementSize } from '@mantine/hooks';
import { formatAmount, formatCompactDollars } from '@sorted/core/i18n/format';

export interface ChartBar {
  label: string;
  /** The period's revenue as the API's decimal string ("1234.50"). */
  amount: string;
  /** The same in dollars, only to place the bar: the figure people read is `amount`. */
  revenue: number;
}

export const CHART_HEIGHT = 260;
// Room on the left for the compact scale ("$750M") and below for the periods' labels.
const SCALE_WIDTH = 56;
const LABELS_HEIGHT = 28;
const TOP = 10;
const FONT_SIZE = 12;
// About the width of a character of the 12 px labels, to know how many fit side by side.
const CHARACTER_WIDTH = 7;
const LABEL_GAP = 12;
// Drawn at this width until the chart's own is known (and in tests, where nothing has a size).
const FALLBACK_WIDTH = 600;

/** The scale's step: 1, 2, 2.5 or 5 times a power of ten, so that about four steps reach the top bar. */
export function scaleStep(top: number): number {
  if (top <= 0) return 1;
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => rough <= factor * power) ?? 10;
  return nice * power;
}

/**
 * The revenue bars, drawn as plain SVG in the chart's own pixels (so the text keeps its size at any
 * width). Each bar names its period and amount in a tooltip; the card's table says the same to screen
 * readers, so the drawing itself is hidden from them.
 */
export default function RevenueChart({ bars }: { bars: ChartBar[] }) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const step = scaleStep(Math.max(0, ...bars.map((bar) => bar.revenue)));
  const ticks = Math.max(1, Math.ceil(Math.max(0, ...bars.map((bar) => bar.revenue)) / step));
  const scaleTop = ticks * step;
  const plotWidth = Math.max(1, width - SCALE_WIDTH);
  const plotHeight = CHART_HEIGHT - TOP - LABELS_HEIGHT;
  const band = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(48, band * 0.7);
  const y = (dollars: number) => TOP + plotHeight - (Math.max(0, dollars) / scaleTop) * plotHeight;
  // Every nth label where they would overlap, counted from the latest period so that it always shows.
  const widestLabel = Math.max(0, ...bars.map((bar) => bar.label.length)) * CHARACTER_WIDTH + LABEL_GAP;
  const labelEvery = Math.max(1, Math.ceil(widestLabel / band));
  return (
    <div ref={ref} style={{ width: '100%', height: CHART_HEIGHT }}>
      <svg
        width="100%"
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        aria-hidden="true"
        data-testid="revenue-chart"
        fontSize={FONT_SIZE}
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
                data-testid="revenue-chart-scale"
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
        {bars.map((bar, index) => {
          const centre = SCALE_WIDTH + band * (index + 0.5);
          const top = y(bar.revenue);
          // Kept whole inside the chart where the first or last label is wider than its bar's room.
          const halfLabel = (bar.label.length * CHARACTER_WIDTH) / 2;
          const labelX = Math.min(Math.max(centre, SCALE_WIDTH + halfLabel), width - halfLabel);
          return (
            <g key={bar.label}>
              <rect
                data-testid="revenue-chart-bar"
                x={centre - barWidth / 2}
                y={top}
                width={barWidth}
                height={TOP + plotHeight - top}
                rx={Math.min(4, barWidth / 4)}
                fill="var(--mantine-color-teal-6)"
              >
                <title>{`${bar.label}: ${formatAmount(bar.amount)}`}</title>
              </rect>
              {(bars.length - 1 - index) % labelEvery === 0 && (
                <text
                  data-testid="revenue-chart-label"
                  x={labelX}
                  y={CHART_HEIGHT - LABELS_HEIGHT / 2}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fill="var(--mantine-color-dimmed)"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
