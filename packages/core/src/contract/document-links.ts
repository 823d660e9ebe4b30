import { z } from 'zod';
import { documentLine } from './document-lines.ts';
import { paymentState } from './invoice-summaries.ts';
import { resource, single } from './json-api.ts';
import { quoteDisplayStatus } from './quotes.ts';

// The client's page: a link that opens one sent document without signing in (issue 18), what its owner
// sees of the link, and what the page shows (the document and how to pay it, nothing else of the owner).

/** What a link may open: each kind has its own loader on the server. */
export const documentKind = z.enum(['invoice', 'quote']);
export type DocumentKind = z.infer<typeof documentKind>;

/**
 * A document's link as its owner sees it: the address while it works (null once revoked, or when
 * there has never been one), and how often the client opened it.
 */
export const documentLinkAttributes = z.strictObject({
  url: z.string().nullable(),
  created_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  view_count: z.number(),
  last_viewed_at: z.string().nullable(),
});
export type DocumentLinkAttributes = z.infer<typeof documentLinkAttributes>;
/** Its id is the document's. */
export const documentLinkResource = resource('documentLinks', documentLinkAttributes);
export const documentLinkDocument = single(documentLinkResource);
export type DocumentLinkDocument = z.infer<typeof documentLinkDocument>;

export const publicPayment = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('payid'), payid: z.string(), name: z.string() }),
  z.strictObject({
    method: z.literal('bank'),
    bank_name: z.string(),
    /** "123-456" */
    bsb: z.string(),
    account_number: z.string(),
    account_name: z.string(),
  }),
]);
export type PublicPayment = z.infer<typeof publicPayment>;

export const publicDocumentItem = documentLine;
export type PublicDocumentItem = z.infer<typeof publicDocumentItem>;

/**
 * Who sends the document: its name and ABN, how to reach it (only what the business filled in; the address
 * may run over several lines), and its look. Nothing else of the business or its owner.
 */
const publicSeller = z.strictObject({
  name: z.string(),
  abn: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  accent_color: z.string().nullable(),
});

/** What a client sees of any document: who sends it, to whom, its lines and totals. */
const publicDocumentContent = {
  seller: publicSeller,
  client_name: z.string().nullable(),
  gst_registered: z.boolean(),
  prices_include_gst: z.boolean(),
  items: z.array(publicDocumentItem),
  subtotal: z.string(),
  gst: z.string(),
  total: z.string(),
};

/**
 * An invoice as its client sees it. Amounts are decimal strings; the logo a PNG as a data: URL (the
 * page needs no second request, and the token is not repeated in another address).
 */
export const publicInvoiceAttributes = z.strictObject({
  kind: z.literal('invoice'),
  number: z.string(),
  /** The client's own reference for it (their PO or job number), as its PDF prints it; null when none. */
  ref: z.string().nullable(),
  issue_date: z.string(),
  due_date: z.string(),
  payment_state: paymentState,
  paid_date: z.string().nullable(),
  /** Not paid in full and past its due date (in the app's time zone). */
  overdue: z.boolean(),
  ...publicDocumentContent,
  amount_paid: z.string(),
  balance_due: z.string(),
  note: z.string().nullable(),
  payment: publicPayment.nullable(),
});

/**
 * A quote as its client sees it: what its PDF prints, where it stands (expired worked out in the
 * business's time zone) and whether the client may still accept or decline it. Nothing is to be paid
 * yet, so no payment details.
 */
export const publicQuoteAttributes = z.strictObject({
  kind: z.literal('quote'),
  number: z.string(),
  issue_date: z.string(),
  valid_until: z.string(),
  status: quoteDisplayStatus,
  /** When the client (or the owner for them) accepted or declined it. */
  decided_at: z.string().nullable(),
  /** When its sender withdrew it (it can no longer be answered). */
  withdrawn_at: z.string().nullable(),
  /** The revision shown: the answer names it, and only the current revision may be answered. */
  revision: z.number(),
  can_decide: z.boolean(),
  ...publicDocumentContent,
  note: z.string().nullable(),
});
export type PublicQuoteAttributes = z.infer<typeof publicQuoteAttributes>;

/** The document as its client sees it, by kind. */
export const publicDocumentAttributes = z.discriminatedUnion('kind', [
  publicInvoiceAttributes,
  publicQuoteAttributes,
]);
export type PublicInvoiceAttributes = z.infer<typeof publicInvoiceAttributes>;
export type PublicDocumentAttributes = z.infer<typeof publicDocumentAttributes>;
/** Its id is the token it was opened with: the page knows it already, and it names no record. */
export const publicDocumentResource = resource('publicDocuments', publicDocumentAttributes);
export const publicDocumentDocument = single(publicDocumentResource);
export type PublicDocumentDocument = z.infer<typeof publicDocumentDocument>;
