import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/status.ts';
import { companyResource } from './companies.ts';
import { customerResource } from './customers.ts';
import { buyerDetails, invoiceItemAttributes, sellerDetails } from './invoices.ts';
import { list, metaOnly, resource, single, toMany, toOne, toOneOrNone } from './json-api.ts';

/** Stored: draft, sent, accepted, declined. */
export const quoteStatus = z.enum(QUOTE_STATUSES);
/** As shown: the stored status, or expired once its valid-until date has passed undecided. */
export const quoteDisplayStatus = z.enum([...QUOTE_STATUSES, 'expired']);
export type QuoteDisplayStatusValue = z.infer<typeof quoteDisplayStatus>;

/** A quote as lists show it. Amounts are decimal strings ("1234.50"). */
export const quoteSummaryAttributes = z.strictObject({
  number: z.string(),
  issue_date: z.string(),
  valid_until: z.string(),
  status: quoteStatus,
  display_status: quoteDisplayStatus,
  subtotal: z.string(),
  gst: z.string(),
  total: z.string(),
  gst_registered: z.boolean(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The invoice it became, once converted. */
  converted_invoice_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuoteSummaryAttributes = z.infer<typeof quoteSummaryAttributes>;

const quoteSummaryRelationships = z.strictObject({
  company: toOne('companies'),
  customer: toOneOrNone('customers'),
});
export const quoteSummaryResource = resource('quotes', quoteSummaryAttributes, quoteSummaryRelationships);
export type QuoteSummaryResource = z.infer<typeof quoteSummaryResource>;

export const quoteAttributes = z.strictObject({
  ...quoteSummaryAttributes.shape,
  prices_include_gst: z.boolean(),
  note: z.string().nullable(),
  company_details: sellerDetails,
  customer_details: buyerDetails.nullable(),
});
export type QuoteAttributes = z.infer<typeof quoteAttributes>;
export const quoteResource = resource(
  'quotes',
  quoteAttributes,
  z.strictObject({ ...quoteSummaryRelationships.shape, items: toMany('quoteItems') }),
);
export type QuoteResource = z.infer<typeof quoteResource>;

export const quoteItemResource = resource('quoteItems', invoiceItemAttributes);
export type QuoteItemResource = z.infer<typeof quoteItemResource>;

/** One quote, with what `include` asked for (items, customer, company). */
export const quoteDocument = single(quoteResource, {
  included: [quoteItemResource, customerResource, companyResource],
});
export type QuoteDocument = z.infer<typeof quoteDocument>;

/** A page of quotes, with the clients and businesses `include` asked for. */
export const quoteListDocument = list(quoteSummaryResource, {
  included: [customerResource, companyResource],
});
export type QuoteListDocument = z.infer<typeof quoteListDocument>;

/** POST /quotes/:id/send: the mail is queued. */
export const quoteMailDocument = metaOnly(z.strictObject({ recipient: z.string(), number: z.string() }));
export type QuoteMailDocument = z.infer<typeof quoteMailDocument>;
