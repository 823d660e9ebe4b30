// The deduction labels a sole trader meets on the ATO's business schedule, as expense categories. The
// keys are stored; each language names them (apps/web locales, `expenses.categories.<key>`).

import { oneOf } from '../identifiers/one-of.ts';
export const EXPENSE_CATEGORIES = [
  'motor-vehicle',
  'travel',
  'home-office',
  'phone-internet',
  'tools-equipment',
  'materials-stock',
  'contractors',
  'accounting-legal',
  'insurance',
  'rent',
  'advertising',
  'software-subscriptions',
  'bank-fees',
  'training',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const isExpenseCategory = oneOf(EXPENSE_CATEGORIES);
