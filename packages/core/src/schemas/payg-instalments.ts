import { z } from 'zod';
import { isVariationReason, PAYG_OPTIONS } from '../tax-time/payg-instalments.ts';
import { AMOUNT_MAX_CENTS, message, typedDecimal } from './fields.ts';

// The PAYG instalment option of a year and a quarter's variation (issue 31; core's
// tax-time/payg-instalments.ts). Amounts in dollars and cents; rates in per cent with at most two
// decimals ("6.5"), kept in hundredths of a per cent.

const amount = typedDecimal(2, { invalid: 'payg_amount_invalid', decimals: 'payg_amount_invalid' })
  .refine((cents) => cents >= 0, message('payg_amount_invalid'))
  .refine((cents) => cents <= AMOUNT_MAX_CENTS, message('payg_amount_invalid'));

const rate = typedDecimal(2, { invalid: 'payg_rate_invalid', decimals: 'payg_rate_invalid' })
  .refine((points) => points >= 0, message('payg_rate_invalid'))
  .refine((points) => points <= 10_000, message('payg_rate_invalid'));

/** The year's option: the amount T7, or the rate T2, as the ATO notified it. */
export const paygOptionSchema = z
  .object({
    option: z.enum(PAYG_OPTIONS, message('payg_option_invalid')),
    t7: amount.nullish(),
    t2: rate.nullish(),
  })
  .transform((input, context) => {
    if (input.option === 'amount') {
      if (input.t7 === null || input.t7 === undefined) {
        context.addIssue({ code: 'custom', path: ['t7'], message: message('payg_amount_invalid') });
        return z.NEVER;
      }
      return { option: 'amount' as const, t7: input.t7 };
    }
    if (input.t2 === null || input.t2 === undefined) {
      context.addIssue({ code: 'custom', path: ['t2'], message: message('payg_rate_invalid') });
      return z.NEVER;
    }
    return { option: 'rate' as const, t2: input.t2 };
  });
export type PaygOptionInput = z.output<typeof paygOptionSchema>;

/** A quarter varied: T8 (amount option) or T3 (rate option), with its reason code T4. */
export const paygVariationSchema = z.object({
  t8: amount.nullish().transform((value) => value ?? null),
  t3: rate.nullish().transform((value) => value ?? null),
  t4: z
    .string(message('payg_reason_invalid'))
    .trim()
    .refine(isVariationReason, message('payg_reason_invalid')),
});
export type PaygVariationInput = z.output<typeof paygVariationSchema>;
