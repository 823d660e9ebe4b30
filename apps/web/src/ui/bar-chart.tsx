import { useElementSize } from '@mantine/hooks';
import { formatCompactDollars } from '@sorted/core/i18n/format';
import type { ReactNode } from 'react';

// Room on the left for the compact scale ("$750M") and below for the groups' labels.
const SCALE_WIDTH = 56;
const LABELS_HEIGHT = 28;
const TOP = 10;
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

/** Where a chart's bars and labels go, in the chart's own pixels. */
export interface ChartFrame {
  width: number;
  /** The width each group of bars has. */
  band: number;
  /** The left edge of the plot, right of the scale. */
  left: number;
  centre: (index: number) => number;
  /** The height in pixels of a value in dollars (never below the baseline). */
  y: (dollars: number) => number;
  baseline: number;
  /** The vertical middle of the labels' row. */
  labelY: number;
}

interface BarChartProps {
  height: number;
  /** How many groups of bars stand side by side. */
  groups: number;
  /** The highest value in dollars, which the scale reaches. */
  top: number;
  testId: string;
  scaleTestId?: string;
  /** The bars and labels, drawn on the frame after the scale. */
  children: (frame: ChartFrame) => ReactNode;
}

/**
 * A bar chart drawn as plain SVG in its own pixels (so the text keeps its size at any width): the money
 * scale and its lines, with the bars drawn by the caller. The drawing is hidden from screen readers: a
 * chart's table says the same to them.
 */
export function BarChart({ height, groups, top, testId, scaleTestId, children }: BarChartProps) {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const step = scaleStep(top);
  const ticks = Math.max(1, Math.ceil(top / step));
  const scaleTop = ticks * step;
  const plotHeight = height - TOP - LABELS_HEIGHT;
  const band = Math.max(1, width - SCALE_WIDTH) / Math.max(1, groups);
  const y = (dollars: number) => TOP + plotHeight - (Math.max(0, dollars) / scaleTop) * plotHeight;
  const frame: ChartFrame = {
    width,
    band,
    left: SCALE_WIDTH,
    centre: (index) => SCALE_WIDTH + band * (index + 0.5),
    y,
    baseline: TOP + plotHeight,
    labelY: height - LABELS_HEIGHT / 2,
  };
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        data-testid={testId}
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
                data-testid={scaleTestId}
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
        {children(frame)}
      </svg>
    </div>
  );
}

/** A label below a group of bars. */
export function ChartLabel({
  x,
  frame,
  testId,
  children,
}: {
  x: number;
  frame: ChartFrame;
  testId?: string;
  children: string;
}) {
  return (
    <text
      data-testid={testId}
      x={x}
      y={frame.labelY}
      textAnchor="middle"
      dominantBaseline="middle"
      fill="var(--mantine-color-dimmed)"
    >
      {children}
    </text>
  );
}
