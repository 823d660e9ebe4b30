import { z } from 'zod';
import { message, printable } from './fields.ts';

/** Voiding an issued invoice: the reason is kept with it and shown in its history. */
export const invoiceVoidSchema = z.object({
  reason: printable(
    z
      .string(message('void_reason_required'))
      .trim()
      .min(1, message('void_reason_required'))
      .max(500, message('adjustment_reason_too_long')),
  ),
});
export type InvoiceVoidInput = z.infer<typeof invoiceVoidSchema>;
