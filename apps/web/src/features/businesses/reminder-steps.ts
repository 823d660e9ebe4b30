import type { TFunction } from 'i18next';

/** "3 days before", "On the due date", "7 days after": a reminder step as the business chose it. */
export function reminderStepLabel(t: TFunction, step: number): string {
  if (step === 0) return t('business.reminders.onDue');
  // Every offered step is several days (core's REMINDER_STEPS), so one plural form serves.
  return step < 0
    ? t('business.reminders.daysBefore', { count: -step })
    : t('business.reminders.daysAfter', { count: step });
}
