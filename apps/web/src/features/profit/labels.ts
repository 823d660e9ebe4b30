import type { ExpenseCategory } from '@sorted/core/expenses/categories';
import { CATEGORY_LABELS } from '../expenses/index.ts';

// Translation keys written out literally (the locale test looks for each one in the source); the
// categories' names are the expenses' own.

export const categoryLabel = (category: string) =>
  CATEGORY_LABELS[category as ExpenseCategory] ?? CATEGORY_LABELS.other;

export const COMPANY_RATE_LABELS = {
  base: 'profit.profile.rateBase',
  full: 'profit.profile.rateFull',
} as const;

export const BASIS_LABELS = {
  cash: 'profit.businesses.cash',
  accruals: 'profit.businesses.accruals',
} as const;
