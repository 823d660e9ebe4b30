import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/status.ts';
import { companyResource } from './companies.ts';
import { customerResource } from './customers.ts';
import { buyerDetails, invoiceItemAttributes, sellerDetails } from './invoices.ts';
import { all, list, metaOnly, resource, single, toMany, toOne, toOneOrNone } from './json-api.ts';

/** Stored: draft, sent, accepted, declined, withdrawn. */
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
  /** 1 at first; an edit of a sent quote that changes what it prints makes the next. */
  revision: z.number(),
  /** Once withdrawn (a sent quote is never deleted): when, and the owner's reason. */
  withdrawn_at: z.string().nullable(),
  withdraw_reason: z.string().nullable(),
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

/**
 * One revision of a quote as its owner sees it: when it became what the client was shown (the first
 * mailing for revision 1, else the edit that made it), when a later one replaced it, and what it came to.
 * Its id is `<quote id>-<revision>`.
 */
export const quoteRevisionAttributes = z.strictObject({
  revision: z.number(),
  current: z.boolean(),
  made_at: z.string().nullable(),
  replaced_at: z.string().nullable(),
  number: z.string(),
  issue_date: z.string(),
  valid_until: z.string(),
  subtotal: z.string(),
  gst: z.string(),
  total: z.string(),
});
export type QuoteRevisionAttributes = z.infer<typeof quoteRevisionAttributes>;
export const quoteRevisionResource = resource('quoteRevisions', quoteRevisionAttributes);
export type QuoteRevisionResource = z.infer<typeof quoteRevisionResource>;

/** GET /quotes/:id/revisions: the quote's revisions, the first first, the current one last. */
export const quoteRevisionsDocument = all(quoteRevisionResource);
export type QuoteRevisionsDocument = z.infer<typeof quoteRevisionsDocument>;
