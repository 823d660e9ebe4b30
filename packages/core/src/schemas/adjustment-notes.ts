import { z } from 'zod';
import { ADJUSTMENT_KINDS } from '../adjustment-notes/adjustment-notes.ts';
import { isIsoDate } from '../dates/calendar.ts';
import { AMOUNT_MAX_CENTS, message, printable, typedDecimal } from './fields.ts';

/**
 * A new adjustment note: reduce the invoice by an amount including GST (a decimal string like prices),
 * or cancel what remains of it (no amount). The reason is printed on the note, so it is required.
 */
export const adjustmentNoteSchema = z
  .object({
    kind: z.enum(ADJUSTMENT_KINDS, message('adjustment_kind_invalid')),
    issued_on: z
      .string(message('adjustment_date_required'))
      .trim()
      .min(1, message('adjustment_date_required'))
      .refine(isIsoDate, message('date_invalid')),
    amount: typedDecimal(2, { invalid: 'adjustment_amount_invalid', decimals: 'adjustment_amount_invalid' })
      .refine((value) => value >= 1, message('adjustment_amount_invalid'))
      .refine((value) => value <= AMOUNT_MAX_CENTS, message('adjustment_amount_invalid'))
      .nullish(),
    reason: printable(
      z
        .string(message('adjustment_reason_required'))
        .trim()
        .min(1, message('adjustment_reason_required'))
        .max(500, message('adjustment_reason_too_long')),
    ),
  })
  .superRefine((input, context) => {
    if (input.kind === 'reduce' && (input.amount === null || input.amount === undefined)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: message('adjustment_amount_invalid') });
    }
  });
export type AdjustmentNoteInput = z.infer<typeof adjustmentNoteSchema>;
