import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { isRecordId } from '../identifiers/record-id.ts';
import { COMPANY_TAX_RATES } from '../profit/owner-set-aside.ts';
import { BUSINESS_TYPES } from '../tax/business.ts';
import { RESIDENCIES } from '../tax/individual-tax.ts';
import { message } from './fields.ts';

// What the "set aside" estimate needs to know that invoices and expenses do not say: the person's
// residency and Medicare levy, and for each business how it is taxed (issue 17). Every field may be
// left out of a change; a partnership needs the user's share.

const share = z
  .number(message('partnership_share_invalid'))
  .int(message('partnership_share_invalid'))
  .min(1, message('partnership_share_invalid'))
  .max(100, message('partnership_share_invalid'));

export const businessTaxProfileSchema = z
  .object({
    id: z
      .union([z.string(), z.number()], message('tax_profile_business_invalid'))
      .transform((value) => Number(value))
      .refine(isRecordId, message('tax_profile_business_invalid')),
    business_type: z.enum(BUSINESS_TYPES, message('business_type_invalid')),
    partnership_share_percent: share.nullish().transform((value) => value ?? null),
    company_tax_rate: z.enum(COMPANY_TAX_RATES, message('company_tax_rate_invalid')).default('base'),
  })
  .superRefine((business, context) => {
    if (business.business_type === 'partnership' && business.partnership_share_percent === null) {
      context.addIssue({
        code: 'custom',
        path: ['partnership_share_percent'],
        message: message('partnership_share_invalid'),
      });
    }
  });

export const taxProfileSchema = z.object({
  residency: z.enum(RESIDENCIES, message('residency_invalid')).optional(),
  medicare_levy: z.boolean(message('medicare_levy_invalid')).optional(),
  businesses: z.array(businessTaxProfileSchema, message('tax_profile_business_invalid')).max(100).optional(),
});
export type TaxProfileInput = z.output<typeof taxProfileSchema>;

const exportDate = z.string(message('date_invalid')).refine(isIsoDate, message('date_invalid'));

/** The period of a CSV export: from and to, both included. */
export const exportPeriodSchema = z
  .object({ from: exportDate, to: exportDate })
  .refine((period) => period.from <= period.to, { path: ['to'], message: message('export_period_invalid') });
