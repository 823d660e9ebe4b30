import { z } from 'zod';
import { HEX_COLOR, readableOnWhite } from '../colors/contrast.ts';
import { isIsoDate } from '../dates/calendar.ts';
import { REPORTING_PERIODS } from '../gst/bas-periods.ts';
import { ACCOUNTING_BASES } from '../gst/bas-worksheet.ts';
import { parsePayId } from '../identifiers/payid.ts';
import { isReminderStep, normalisePlan } from '../reminders/reminder-plan.ts';
import {
  address,
  message,
  optionalAbn,
  optionalEmail,
  phone,
  printable,
  printedName,
  requiredAbn,
  requiredEmail,
} from './fields.ts';

export const paymentDetailSchema = z.object({
  payid: printable(z.string(message('payid_required')).trim().min(1, message('payid_required'))).transform(
    (value, context) => {
      const payId = parsePayId(value);
      if (!payId) {
        context.addIssue({ code: 'custom', message: message('payid_invalid') });
        return z.NEVER;
      }
      return payId;
    },
  ),
  name: printedName('payid_name_required'),
});
export type PaymentDetailInput = z.infer<typeof paymentDetailSchema>;

/** How a GST-registered business reports its BAS (kept when it is not registered, for when it is). */
const basReportingPeriod = z.enum(REPORTING_PERIODS, message('bas_reporting_period_invalid'));
const basAccountingBasis = z.enum(ACCOUNTING_BASES, message('bas_accounting_basis_invalid'));

/**
 * The first day a business is registered for GST (the ATO's date of effect, any day): its BAS starts
 * there (core's gst/gst-registration.ts). The form asks for it (today by default); left out, as API
 * callers written before it do, a registered business counts every record (registered all along).
 */
const gstRegisteredFrom = z
  .string(message('date_invalid'))
  .trim()
  // An emptied field is no date, as the form sends it.
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), message('date_invalid'))
  .nullable();

/**
 * The colour of its PDFs' title and rules, kept upper case; null for the plain look. A colour too light to
 * read as text on white paper is refused rather than printed faint.
 */
const accentColor = z
  .string(message('accent_color_invalid'))
  .trim()
  .refine((value) => value === '' || HEX_COLOR.test(value), message('accent_color_invalid'))
  .refine((value) => !HEX_COLOR.test(value) || readableOnWhite(value), message('accent_color_too_light'))
  // An emptied field is the plain look, as an emptied phone is no phone.
  .transform((value) => (value === '' ? null : value.toUpperCase()))
  .nullable();

/** The days from the due date that automatic reminders go on (core's reminders/reminder-plan.ts). */
const reminderSteps = z
  .array(
    z.number(message('reminder_steps_invalid')).int(message('reminder_steps_invalid')),
    message('reminder_steps_invalid'),
  )
  .max(10, message('reminder_steps_invalid'))
  .refine((steps) => steps.every(isReminderStep), message('reminder_steps_invalid'))
  .transform(normalisePlan);

/** Create needs the name and ABN (spec §5); payment details may come along. */
export const companyCreateSchema = z.object({
  name: printedName('business_name_required'),
  email: optionalEmail,
  abn: requiredAbn,
  phone,
  address,
  gst_registered: z.boolean().default(false),
  gst_registered_from: gstRegisteredFrom.optional(),
  bas_reporting_period: basReportingPeriod.default('quarterly'),
  bas_accounting_basis: basAccountingBasis.default('cash'),
  accent_color: accentColor.optional(),
  reminders_enabled: z.boolean(message('reminders_enabled_invalid')).optional(),
  reminder_steps: reminderSteps.optional(),
  payment_details: paymentDetailSchema.nullish(),
});
export type CompanyCreateInput = z.infer<typeof companyCreateSchema>;

/** A registered business needs its registration date, in the form (the API takes a missing one as "all along"). */
const registrationDated = {
  path: ['gst_registered_from'],
  message: message('gst_registered_from_required'),
  // Said with the other fields' messages, not only once they are right.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { gst_registered?: unknown } | undefined;
    return typeof value === 'object' && value !== null && value.gst_registered === true;
  },
};
const isDated = (input: {
  gst_registered?: boolean | undefined;
  gst_registered_from?: string | null | undefined;
}) => !input.gst_registered || Boolean(input.gst_registered_from);

/** Edit needs the name and e-mail (spec §5); the rest changes only when sent. */
export const companyUpdateSchema = z.object({
  name: printedName('business_name_required'),
  email: requiredEmail,
  abn: requiredAbn.optional(),
  phone: phone.optional(),
  address: address.optional(),
  gst_registered: z.boolean().optional(),
  /** Required when it ends up registered without a date (checked against the saved business). */
  gst_registered_from: gstRegisteredFrom.optional(),
  bas_reporting_period: basReportingPeriod.optional(),
  bas_accounting_basis: basAccountingBasis.optional(),
  accent_color: accentColor.optional(),
  reminders_enabled: z.boolean(message('reminders_enabled_invalid')).optional(),
  reminder_steps: reminderSteps.optional(),
});
export type CompanyUpdateInput = z.infer<typeof companyUpdateSchema>;

/** The business form's checks: the API's, and a registration date while registered. */
export const companyCreateFormSchema = companyCreateSchema.refine(isDated, registrationDated);
export const companyUpdateFormSchema = companyUpdateSchema.refine(isDated, registrationDated);

export const customerSchema = z.object({
  name: printedName('client_name_required'),
  email: optionalEmail,
  abn: optionalAbn,
  phone,
  address,
});
export type CustomerInput = z.infer<typeof customerSchema>;
