import { Select } from '@mantine/core';
import { financialYearOf, todayIn } from '@sorted/core/dates/calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';

// The financial year every Tax time tab shows, in the address (`?year=2025-26`) so that a tab can be
// linked to and the year carries from one tab to the next.

const labelOf = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** Financial years from `first` to `last` (their starting calendar years), newest first. */
export function financialYears(first: number, last: number): string[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => labelOf(last - index));
}

/** The start of the financial year today falls in, in the business's time zone. */
export const currentYearStart = () => financialYearOf(todayIn(appTimeZone())).start;

/**
 * The year asked for when `years` offers it; else the current year if offered, else the newest offered
 * year not after it, else the newest. Choosing replaces the address's entry (a year is not a new page).
 */
export function useTaxYear(years: readonly string[]): [string, (year: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('year');
  const current = labelOf(currentYearStart());
  const year =
    asked !== null && years.includes(asked)
      ? asked
      : years.includes(current)
        ? current
        : (years.find((candidate) => candidate <= current) ?? years[0] ?? current);
  return [year, (next) => setParams({ year: next }, { replace: true })];
}

/** The year picker of a Tax time tab: "FY 2025-26", newest first. */
export function TaxYearPicker({
  years,
  year,
  onChange,
}: {
  years: readonly string[];
  year: string;
  onChange: (year: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('taxTime.year')}
      data={[...years]
        .sort((a, b) => b.localeCompare(a))
        .map((label) => ({ value: label, label: t('profit.yearOption', { label }) }))}
      value={year}
      allowDeselect={false}
      w={160}
      onChange={(value) => value && onChange(value)}
    />
  );
}
