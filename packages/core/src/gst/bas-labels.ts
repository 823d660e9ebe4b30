import type { Cents } from '../money/cents.ts';
import type { BasAmounts } from './bas-adjustments.ts';

// What the BAS form itself takes. The running totals and a period's worksheet add decreasing
// adjustments (adjustment notes, corrections of lodged periods) into G1, 1A and 1B, so a period's sums
// can fall below zero; a label on the form cannot. The ATO ("Making adjustments on your activity
// statements", QC 17537): decreasing adjustments beyond the period's GST on sales are reported at 1B,
// increasing ones beyond its GST on purchases at 1A, so 1A − 1B stays what it was. G1, a total of sales,
// is reported as 0 when the adjustments exceed the period's sales (G1 is not part of the net).
// Only presentation: sums (months, periods, adjustments) are always made of the raw figures, so they
// stay additive; this is applied last, to what is shown as a label.

/** How much of the labels moved across: what the form shows besides the raw sums. */
export interface LabelShifts {
  /** Decreasing adjustments beyond 1A: 1A is reported as 0 and this is added to 1B. */
  salesToPurchases: Cents;
  /** Increasing adjustments beyond 1B (a negative 1B): 1B is reported as 0 and this is added to 1A. */
  purchasesToSales: Cents;
}

export function labelShifts(figures: BasAmounts): LabelShifts {
  return {
    salesToPurchases: Math.max(0, -figures.gstOnSales),
    purchasesToSales: Math.max(0, -figures.gstOnPurchases),
  };
}

/** G1, 1A and 1B as reported on the BAS: never below zero, with 1A − 1B unchanged. */
export function reportedLabels(figures: BasAmounts): BasAmounts {
  const shifts = labelShifts(figures);
  return {
    g1: Math.max(0, figures.g1),
    gstOnSales: Math.max(0, figures.gstOnSales) + shifts.purchasesToSales,
    gstOnPurchases: Math.max(0, figures.gstOnPurchases) + shifts.salesToPurchases,
  };
}
