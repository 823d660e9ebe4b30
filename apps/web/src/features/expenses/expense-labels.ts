import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@sorted/core/expenses/categories';
import type { TFunction } from 'i18next';
import type { Period } from './expense-periods.ts';

// Translation keys written out literally (the locale test looks for each one in the source).

export const CATEGORY_LABELS = {
  'motor-vehicle': 'expenses.categories.motor-vehicle',
  travel: 'expenses.categories.travel',
  'home-office': 'expenses.categories.home-office',
  'phone-internet': 'expenses.categories.phone-internet',
  'tools-equipment': 'expenses.categories.tools-equipment',
  'materials-stock': 'expenses.categories.materials-stock',
  contractors: 'expenses.categories.contractors',
  'accounting-legal': 'expenses.categories.accounting-legal',
  insurance: 'expenses.categories.insurance',
  rent: 'expenses.categories.rent',
  advertising: 'expenses.categories.advertising',
  'software-subscriptions': 'expenses.categories.software-subscriptions',
  'bank-fees': 'expenses.categories.bank-fees',
  training: 'expenses.categories.training',
  other: 'expenses.categories.other',
} as const satisfies Record<ExpenseCategory, string>;

/** A category's label key; a category the web does not know yet reads as "Other". */
export const categoryLabel = (category: string | null) =>
  CATEGORY_LABELS[category as ExpenseCategory] ?? CATEGORY_LABELS.other;

/** Every category as a select's options, labelled in the reader's language. */
export const categoryOptions = (t: TFunction) =>
  EXPENSE_CATEGORIES.map((key) => ({ value: key, label: t(CATEGORY_LABELS[key]) }));

export const PERIOD_LABELS = {
  all: 'expenses.periods.all',
  quarter: 'expenses.periods.quarter',
  year: 'expenses.periods.year',
  'last-year': 'expenses.periods.last-year',
  custom: 'expenses.periods.custom',
} as const satisfies Record<Period, string>;
