import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// A refused change of a year's figures leaves the year as it was.
const TABLES = ['tax_year_figures'] as const;

describeOnEachDatabase(
  'fuzzing the year’s tax figures',
  (use) => {
    it('PATCH /tax-years/:year/figures', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url: '/api/v1/tax-years/2025-26/figures',
        valid: {
          data: {
            type: 'taxYearFigures',
            attributes: {
              super_contributions: '5000.00',
              employer_super: '1200.50',
              super_carry_forward: '0',
              super_notice_acknowledged: true,
              payg_withheld: '300.00',
              salary_wages: '18000.00',
            },
          },
        },
        tables: TABLES,
        readBack: () => '/api/v1/tax-years/2025-26/figures',
      });
    });
  },
  { env: FUZZ_ENV },
);
