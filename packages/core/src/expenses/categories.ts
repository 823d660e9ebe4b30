// The deduction labels a sole trader meets on the ATO's business schedule, as expense categories. The
// keys are stored; each language names them (apps/web locales, `expenses.categories.<key>`).
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

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}
