import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RevenueChart, { type ChartBar } from './revenue-chart.tsx';

const months = [
  'Dec 2025',
  'Jan 2026',
  'Feb 2026',
  'Mar 2026',
  'Apr 2026',
  'May 2026',
  'Jun 2026',
  'Jul 2026',
  'Aug 2026',
  'Sep 2026',
  'Oct 2026',
  'Nov 2026',
];
const bar = (label: string, amount: string): ChartBar => ({ label, amount, revenue: Number(amount) });
const texts = (testId: string) => screen.queryAllByTestId(testId).map((element) => element.textContent);

describe('revenue chart', () => {
  it('draws a bar per period, each naming its period and amount, on a compact money scale', () => {
    render(
      <RevenueChart bars={months.map((label, index) => bar(label, index === 11 ? '240.00' : '0.00'))} />,
    );
    const bars = screen.getAllByTestId('revenue-chart-bar');
    expect(bars).toHaveLength(12);
    expect(bars[11]?.querySelector('title')?.textContent).toBe('Nov 2026: $240.00');
    expect(bars[0]?.querySelector('title')?.textContent).toBe('Dec 2025: $0.00');
    expect(Number(bars[11]?.getAttribute('height'))).toBeGreaterThan(Number(bars[0]?.getAttribute('height')));
    expect(texts('revenue-chart-scale')).toEqual(['$0', '$100', '$200', '$300']);
    // Twelve month labels do not fit side by side at this width: every other one, the latest always.
    expect(texts('revenue-chart-label')).toEqual(months.filter((_, index) => index % 2 === 1));
  });

  it('keeps hundreds of millions short on the scale and shows every label where they fit', () => {
    render(<RevenueChart bars={[bar('FY 2024-25', '123456789.00'), bar('FY 2025-26', '876543210.99')]} />);
    expect(texts('revenue-chart-scale')).toEqual(['$0', '$250M', '$500M', '$750M', '$1B']);
    expect(texts('revenue-chart-label')).toEqual(['FY 2024-25', 'FY 2025-26']);
  });
});
