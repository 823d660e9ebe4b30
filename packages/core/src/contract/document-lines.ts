import { z } from 'zod';

/** A line of a sales document as the API answers it; quantity, price and amount are decimal strings ("1.5"). */
export const documentLine = z.strictObject({
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  taxable: z.boolean(),
  amount: z.string(),
});
