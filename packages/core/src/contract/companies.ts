import { z } from 'zod';
import { REPORTING_PERIODS } from '../gst/bas-periods.ts';
import { ACCOUNTING_BASES } from '../gst/bas-worksheet.ts';
import { list, resource, single, toMany, toOne, toOneOrNone } from './json-api.ts';

export const paymentDetailAttributes = z.strictObject({
  payid: z.string(),
  payid_type: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentDetailAttributes = z.infer<typeof paymentDetailAttributes>;

export const paymentDetailResource = resource(
  'paymentDetails',
  paymentDetailAttributes,
  z.strictObject({ company: toOne('companies') }),
);
export type PaymentDetailResource = z.infer<typeof paymentDetailResource>;

export const paymentDetailDocument = single(paymentDetailResource);
export type PaymentDetailDocument = z.infer<typeof paymentDetailDocument>;
/** GET /companies/:id/payment-details: all of them, one page. */
export const paymentDetailListDocument = list(paymentDetailResource);
export type PaymentDetailListDocument = z.infer<typeof paymentDetailListDocument>;

export const companyAttributes = z.strictObject({
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string(),
  abn_formatted: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gst_registered: z.boolean(),
  /** The first day registered for GST (YYYY-MM-DD): the BAS starts there; null when not registered. */
  gst_registered_from: z.string().nullable(),
  /**
   * The first month (YYYY-MM) a change of reporting period or basis takes effect from: the month after
   * its latest lodged BAS period; null when none is lodged (a change applies to every period). Given
   * on the business's own answers, not where an invoice or quote includes it.
   */
  bas_changes_from: z.string().nullable().optional(),
  /** How its BAS is reported (meaningful while GST registered). */
  bas_reporting_period: z.enum(REPORTING_PERIODS),
  bas_accounting_basis: z.enum(ACCOUNTING_BASES),
  /** "#RRGGBB", the colour of its PDFs' title and rules; null for the plain look. */
  accent_color: z.string().nullable(),
  /** Where its owner gets its logo (a PNG; the URL changes with each new one); null without one. */
  logo_url: z.string().nullable(),
  /** Automatic payment reminders on, and their steps: days from the due date, in order. */
  reminders_enabled: z.boolean(),
  reminder_steps: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyAttributes = z.infer<typeof companyAttributes>;

/** `paymentDetail` is the newest saved PayID, `paymentDetails` all of them (newest first). */
export const companyResource = resource(
  'companies',
  companyAttributes,
  z.strictObject({ paymentDetail: toOneOrNone('paymentDetails'), paymentDetails: toMany('paymentDetails') }),
);
export type CompanyResource = z.infer<typeof companyResource>;

/** A business; its PayIDs included when asked for (and always after a create or an edit). */
export const companyDocument = single(companyResource, { included: [paymentDetailResource] });
export type CompanyDocument = z.infer<typeof companyDocument>;
export const companyListDocument = list(companyResource, { included: [paymentDetailResource] });
export type CompanyListDocument = z.infer<typeof companyListDocument>;
