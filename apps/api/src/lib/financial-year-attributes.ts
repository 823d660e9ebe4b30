import type { FinancialYear } from '@sorted/core/profit/profit-and-loss';

/** A financial year as the API's answers name it (core's contract `financialYearAttributes`). */
export const yearAttributes = (year: FinancialYear) => ({
  start: year.start,
  label: year.label,
  first_day: year.firstDay,
  last_day: year.lastDay,
});
