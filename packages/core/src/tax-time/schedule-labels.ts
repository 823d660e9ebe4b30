import type { ExpenseCategory } from '../expenses/categories.ts';
import type { Cents } from '../money/cents.ts';

// The expense labels of the business schedule that the accountant's pack fills (issue 31, item 7), and
// which of Sorted's expense categories goes to which. A category with no label of its own goes to "all
// other expenses". Depreciation comes from the asset register (not in Sorted yet): no category maps to
// it; nor to repairs and maintenance, which Sorted has no category for. Amounts exclude GST.

export const SCHEDULE_LABELS = [
  'cost-of-sales',
  'contractors',
  'motor-vehicle',
  'depreciation',
  'rent',
  'repairs-maintenance',
  'all-other',
] as const;
export type ScheduleLabel = (typeof SCHEDULE_LABELS)[number];

/** The labels' names as the schedule words them (the pack is for the accountant: English). */
export const SCHEDULE_LABEL_NAMES: Record<ScheduleLabel, string> = {
  'cost-of-sales': 'Cost of sales',
  contractors: 'Contractor, sub-contractor and commission expenses',
  'motor-vehicle': 'Motor vehicle expenses',
  depreciation: 'Depreciation expenses',
  rent: 'Rent expenses',
  'repairs-maintenance': 'Repairs and maintenance',
  'all-other': 'All other expenses',
};

const OWN_LABEL: Partial<Record<ExpenseCategory, ScheduleLabel>> = {
  'materials-stock': 'cost-of-sales',
  contractors: 'contractors',
  'motor-vehicle': 'motor-vehicle',
  rent: 'rent',
};

/** The schedule label an expense category is reported under (unknown keys too: all other expenses). */
export function scheduleLabelOf(category: string): ScheduleLabel {
  return OWN_LABEL[category as ExpenseCategory] ?? 'all-other';
}

/** Sums amounts per category into every label, in the schedule's order (a label with none: 0). */
export function scheduleTotals(
  categories: readonly { category: string; amount: Cents }[],
): { label: ScheduleLabel; amount: Cents }[] {
  const totals = new Map<ScheduleLabel, Cents>(SCHEDULE_LABELS.map((label) => [label, 0]));
  for (const { category, amount } of categories) {
    const label = scheduleLabelOf(category);
    totals.set(label, (totals.get(label) ?? 0) + amount);
  }
  return SCHEDULE_LABELS.map((label) => ({ label, amount: totals.get(label) ?? 0 }));
}
