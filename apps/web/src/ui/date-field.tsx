import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en-au';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import { DateInput, DatesProvider } from '@mantine/dates';
import { type IsoDate, parseDisplayDate } from '@sorted/core/dates/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The app's date picker. The browser's <input type=date> shows the date in the browser's
// locale order (MM/DD/YYYY in a US browser); dates here are always shown and typed DD/MM/YYYY. Only the
// lazy screens import this module, so @mantine/dates and dayjs stay out of the sign-in chunk.

/** The dayjs locale of each app language for the calendar's month and weekday names. */
const CALENDAR_LOCALES: Record<string, string> = {
  en: 'en-au',
  de: 'de',
  es: 'es',
  fr: 'fr',
  'pt-br': 'pt-br',
};

const MONDAY = 1;

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when none. */
  value: IsoDate;
  error?: string | undefined;
  required?: boolean;
  /** The latest date the calendar offers (YYYY-MM-DD); a later one typed is not taken. */
  maxDate?: IsoDate | undefined;
  onChange: (value: IsoDate) => void;
}

/** A date shown and typed as DD/MM/YYYY, or picked from a calendar in the user's language; the value stays YYYY-MM-DD. */
export function DateField({ label, value, error, required = false, maxDate, onChange }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = CALENDAR_LOCALES[i18n.resolvedLanguage ?? 'en'] ?? 'en-au';
  // The calendar is open: Escape is its own (it closes the calendar), not the drawer's around the field.
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Text that is no date DD/MM/YYYY (12/25/2026, month first): the field goes back to the date it had,
  // and says why rather than silently.
  const [unreadable, setUnreadable] = useState(false);
  return (
    // No weekend days: Mantine paints them red, below the 4.5:1 contrast the app keeps for text.
    <DatesProvider settings={{ locale, firstDayOfWeek: MONDAY, weekendDays: [] }}>
      <DateInput
        label={label}
        required={required}
        value={value === '' ? null : value}
        error={unreadable ? t('invoices.form.dateDayFirst') : error}
        {...(maxDate ? { maxDate } : {})}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDisplayDate}
        placeholder={t('invoices.form.datePlaceholder')}
        ariaLabels={{
          previousMonth: t('invoices.form.calendar.previousMonth'),
          nextMonth: t('invoices.form.calendar.nextMonth'),
          previousYear: t('invoices.form.calendar.previousYear'),
          nextYear: t('invoices.form.calendar.nextYear'),
          previousDecade: t('invoices.form.calendar.previousDecade'),
          nextDecade: t('invoices.form.calendar.nextDecade'),
        }}
        data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
        popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
        onBlur={(event) => {
          const text = event.currentTarget.value.trim();
          setUnreadable(text !== '' && parseDisplayDate(text) === null);
        }}
        onChange={(next) => {
          setUnreadable(false);
          onChange(next ?? '');
        }}
      />
    </DatesProvider>
  );
}
