import { z } from 'zod';
import { invoiceSummaryResource } from './invoice-summaries.ts';
import { list, resource, single, toMany } from './json-api.ts';

export const customerAttributes = z.strictObject({
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string().nullable(),
  abn_formatted: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerAttributes = z.infer<typeof customerAttributes>;

/** `invoices` (the newest few) only on the client's page (`include=invoices`). */
export const customerResource = resource(
  'customers',
  customerAttributes,
  z.strictObject({ invoices: toMany('invoices') }).optional(),
);
export type CustomerResource = z.infer<typeof customerResource>;

/** What the client has paid and still owes, over all its invoices (decimal strings). */
export const customerInvoicesMeta = z.strictObject({
  invoices: z.strictObject({ count: z.number(), received: z.string(), outstanding: z.string() }),
});
export type CustomerInvoicesMeta = z.infer<typeof customerInvoicesMeta>;

/** A client; with `include=invoices` (its page) also its newest invoices and `meta.invoices`. */
export const customerDocument = single(customerResource, {
  included: [invoiceSummaryResource],
  meta: customerInvoicesMeta.optional(),
});
export type CustomerDocument = z.infer<typeof customerDocument>;

export const customerListDocument = list(customerResource);
export type CustomerListDocument = z.infer<typeof customerListDocument>;
