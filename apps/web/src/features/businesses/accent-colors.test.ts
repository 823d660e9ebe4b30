import { readableOnWhite } from '@sorted/core/colors/contrast';
import { companyUpdateSchema } from '@sorted/core/schemas/businesses';
import { describe, expect, it } from 'vitest';
import { ACCENT_SWATCHES } from './accent-colors.ts';

describe('accent swatches', () => {
  it.each(ACCENT_SWATCHES)('%s reads on white and passes the schema', (color) => {
    expect(readableOnWhite(color)).toBe(true);
    expect(companyUpdateSchema.safeParse({ name: 'A', email: 'a@b.test', accent_color: color }).success).toBe(
      true,
    );
  });
});
