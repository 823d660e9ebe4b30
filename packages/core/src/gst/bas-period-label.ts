import { intlLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

// A BAS period as people name it, in their language: "November 2026", "Oct – Dec 2026",
// "July – Sept 2026", "July 2026 – June 2027" (Australian English's own short months). The keys
// ("2026-11", "2026-Q4", "FY2026") are for URLs and storage: "2026-Q4" reads as the fourth quarter of
// a financial year to an Australian, while it is October to December.

function months(key: string): { first: [number, number]; last: [number, number] } | null {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const at: [number, number] = [Number(month[1]), Number(month[2])];
    return { first: at, last: at };
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) {
    const year = Number(quarter[1]);
    const start = (Number(quarter[2]) - 1) * 3 + 1;
    return { first: [year, start], last: [year, start + 2] };
  }
  const year = /^FY(\d{4})$/.exec(key);
  if (year) return { first: [Number(year[1]), 7], last: [Number(year[1]) + 1, 6] };
  return null;
}

// Made once per language and width: a dashboard may list many overdue periods, and making an
// Intl.DateTimeFormat costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(locale: Locale, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale} ${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { month, year: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** The period's name in the locale (a range as the locale writes one); a key that is no period's comes back as it is. */
export function basPeriodLabel(key: string, locale: Locale): string {
  const span = months(key);
  if (!span) return key;
  const date = ([year, month]: [number, number]) => new Date(Date.UTC(year, month - 1, 1));
  const [firstYear, firstMonth] = span.first;
  const [lastYear, lastMonth] = span.last;
  if (firstYear === lastYear && firstMonth === lastMonth) {
    return monthFormat(locale, 'long').format(date(span.first));
  }
  return monthFormat(locale, 'short').formatRange(date(span.first), date(span.last));
}
