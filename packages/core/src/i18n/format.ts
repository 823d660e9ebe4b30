import type { IsoDate } from '../dates/calendar.ts';
import { assertCents, type Cents, parseCents } from '../money/cents.ts';
import { isLocale, type Locale } from './locales.ts';

// The one place figures, dates and times are written for people, for the web, the PDFs and the mails.
// Amounts and calendar dates read the same in every language: dollars as Australians write them (the
// currency is the Australian dollar whatever the reader's language, and the spec's messages say
// "$100,000,000.00") and dates day first as the date fields take them ("24/11/2026"). Everything else
// follows the reader's language: the clock ("1:24 am", "01:24"), percentages, sizes, month names.
// Formatters are made on first use and kept: each costs milliseconds to build, which a phone would
// otherwise spend before the dashboard's first figures.

const INTL_LOCALES: { readonly [locale in Locale]: string } = {
  en: 'en-AU',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  'pt-br': 'pt-BR',
};

/** The Intl locale of a language of ours (Australian English for English and for what is none of ours). */
export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[isLocale(language) ? language : 'en'];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const AUD = { style: 'currency', currency: 'AUD' } as const;

/** Cents as people read them in Australia: 123450 → "$1,234.50". */
export function formatAud(cents: Cents): string {
  assertCents(cents);
  return numberFormat('en-AU', AUD).format(cents / 100);
}

/** An API amount as people read it: "1234.50" → "$1,234.50" (an unreadable one as $0.00). */
export function formatAmount(amount: string): string {
  return formatAud(parseCents(amount) ?? 0);
}

/** Whole dollars, for thresholds: 1820100 → "$18,201". */
export function formatWholeDollars(cents: Cents): string {
  assertCents(cents);
  return numberFormat('en-AU', { ...AUD, maximumFractionDigits: 0 }).format(Math.trunc(cents / 100));
}

/** Dollars short enough for a chart's scale at any size: 140000000 → "$140M". */
export function formatCompactDollars(dollars: number): string {
  return numberFormat('en-AU', { ...AUD, notation: 'compact' }).format(dollars);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-23" → "23/11/2026", as dates are shown. */
export function formatDisplayDate(date: IsoDate): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const instantFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * "2026-11-23T14:30:00Z" → "24/11/2026 1:30 am" (English), "24/11/2026 01:30" (German): an instant's date
 * and time read in the same time zone (the runtime's own unless one is given), so the day never comes
 * from UTC while the hour is local; the date as dates are shown, the time on the language's clock.
 */
export function formatDisplayInstant(
  instant: string,
  language: string | undefined,
  timeZone?: string,
): string {
  const locale = intlLocale(language);
  const key = `${locale} ${timeZone ?? ''}`;
  let formats = instantFormats.get(key);
  if (!formats) {
    const zone = timeZone === undefined ? {} : { timeZone };
    formats = {
      date: new Intl.DateTimeFormat('en-AU', { ...zone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { ...zone, timeStyle: 'short' }),
    };
    instantFormats.set(key, formats);
  }
  const at = new Date(instant);
  const parts = formats.date.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${formats.time.format(at)}`;
}

/** "3 Dec" this year, "3 Dec 2025" before (in the language's words and order): a recent day, briefly. */
export function formatShortDate(
  instant: string,
  language: string | undefined,
  now: Date = new Date(),
): string {
  const date = new Date(instant);
  const thisYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(thisYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** "2026-11" → "Nov 2026" (or "Nov" alone) in the language. */
export function formatMonth(month: string, language: string | undefined, withYear = true): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));
}

/**
 * A percentage in the language's way of writing one: 32.5 → "32.5%" (English), "32,5 %" (German).
 * `decimals` is how many digits after the point at least and at most; `signed` writes "+" before a rise.
 */
export function formatPercent(
  percent: number,
  language: string | undefined,
  { decimals = [0, 2], signed = false }: { decimals?: readonly [number, number]; signed?: boolean } = {},
): string {
  return numberFormat(intlLocale(language), {
    style: 'percent',
    minimumFractionDigits: decimals[0],
    maximumFractionDigits: decimals[1],
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(percent / 100);
}

/** Growth as shown: one decimal, with its sign: 12.5 → "+12.5%". */
export function formatGrowth(growth: number, language: string | undefined): string {
  return formatPercent(growth, language, { decimals: [1, 1], signed: true });
}

/** 2048 → "2 kB", 3_500_000 → "3.3 MB", in the language's number format (never in bytes: "0.1 kB"). */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const megabytes = bytes >= 1024 * 1024;
  return numberFormat(intlLocale(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
}
