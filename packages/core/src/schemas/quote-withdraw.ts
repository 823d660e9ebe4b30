import { z } from 'zod';
import { message, printable } from './fields.ts';

/** Withdrawing a sent quote: the reason is kept with it and shown in its history. */
export const quoteWithdrawSchema = z.object({
  reason: printable(
    z
      .string(message('withdraw_reason_required'))
      .trim()
      .min(1, message('withdraw_reason_required'))
      .max(500, message('adjustment_reason_too_long')),
  ),
});
export type QuoteWithdrawInput = z.infer<typeof quoteWithdrawSchema>;
