import { z } from 'zod';
import { ADJUSTMENT_KINDS } from '../adjustment-notes/adjustment-notes.ts';
import { paymentState } from './invoice-summaries.ts';
import { resource, single, toOne } from './json-api.ts';

/** An adjustment note of a tax invoice: amounts are decimal strings, the amount including GST. */
export const adjustmentNoteAttributes = z.strictObject({
  number: z.string(),
  issued_on: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  reason: z.string(),
  amount: z.string(),
  gst: z.string(),
  created_at: z.string(),
});
export type AdjustmentNoteAttributes = z.infer<typeof adjustmentNoteAttributes>;
export const adjustmentNoteResource = resource(
  'adjustmentNotes',
  adjustmentNoteAttributes,
  z.strictObject({ invoice: toOne('invoices') }),
);
export type AdjustmentNoteResource = z.infer<typeof adjustmentNoteResource>;

/** The invoice's figures after its notes: what they took off, what is left to pay, the credit owed. */
export const adjustmentNotesMeta = z.strictObject({
  adjusted: z.string(),
  /** What is left of the total after the notes (what a "cancel the rest" would take). */
  remaining: z.string(),
  amount_paid: z.string(),
  balance_due: z.string(),
  credit_owed: z.string(),
  payment_state: paymentState,
  status: z.number(),
  paid_date: z.string().nullable(),
});
export type AdjustmentNotesMeta = z.infer<typeof adjustmentNotesMeta>;

/** GET /invoices/:id/adjustment-notes: oldest first. */
export const adjustmentNoteListDocument = z.strictObject({
  data: z.array(adjustmentNoteResource),
  meta: adjustmentNotesMeta,
});
export type AdjustmentNoteListDocument = z.infer<typeof adjustmentNoteListDocument>;
/** POST /invoices/:id/adjustment-notes: the note issued. */
export const adjustmentNoteDocument = single(adjustmentNoteResource, { meta: adjustmentNotesMeta });
export type AdjustmentNoteDocument = z.infer<typeof adjustmentNoteDocument>;
