import { z } from 'zod';
import { message, typedDecimal } from './fields.ts';

// What the year's tax estimate needs that Sorted's records do not hold (issue 31): the personal super
// contributions the person means to deduct and what counts against the same cap, the fund's answer to
// the notice of intent, and the PAYG withheld from any wages. Every field may be left out of a change.

const figure = typedDecimal(2, { invalid: 'tax_figure_invalid', decimals: 'price_decimals' }).refine(
  (cents) => cents >= 0 && cents <= 100_000_000_000,
  message('tax_figure_invalid'),
);

export const taxYearFiguresSchema = z.object({
  super_contributions: figure.optional(),
  employer_super: figure.optional(),
  super_carry_forward: figure.optional(),
  super_notice_acknowledged: z.boolean(message('super_notice_invalid')).optional(),
  payg_withheld: figure.optional(),
  salary_wages: figure.optional(),
});
export type TaxYearFiguresInput = z.output<typeof taxYearFiguresSchema>;
