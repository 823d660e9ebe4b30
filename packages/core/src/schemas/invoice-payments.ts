import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { AMOUNT_MAX_CENTS, message, optionalText, typedDecimal } from './fields.ts';

/** How a payment was received (not how the invoice asks to be paid: a client may pay by card anyway). */
export const PAYMENT_METHODS = ['bank-transfer', 'payid', 'card', 'cash', 'other'] as const;
export type ReceivedPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment recorded against an invoice: the amount as a decimal string like prices ("120.50"). */
export const invoicePaymentSchema = z.object({
  paid_on: z
    .string(message('payment_date_required'))
    .trim()
    .min(1, message('payment_date_required'))
    .refine(isIsoDate, message('date_invalid')),
  amount: typedDecimal(2, { invalid: 'payment_amount_invalid', decimals: 'payment_amount_invalid' })
    .refine((value) => value >= 1, message('payment_amount_invalid'))
    .refine((value) => value <= AMOUNT_MAX_CENTS, message('payment_amount_invalid')),
  method: z.enum(PAYMENT_METHODS, message('payment_method_invalid')),
  note: optionalText(2000, 'note_too_long'),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentSchema>;
