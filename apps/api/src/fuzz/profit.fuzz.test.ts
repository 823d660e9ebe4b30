import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['companies', 'tax_profiles'] as const;

describeOnEachDatabase(
  'fuzzing the tax profile',
  (use) => {
    it('PATCH /tax-profile', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const { companyId } = await createCompany(client);
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url: '/api/v1/tax-profile',
        valid: {
          data: {
            type: 'taxProfiles',
            attributes: {
              residency: 'resident',
              medicare_levy: true,
              businesses: [
                {
                  id: String(companyId),
                  business_type: 'partnership',
                  partnership_share_percent: 40,
                  company_tax_rate: 'base',
                },
              ],
            },
          },
        },
        tables: TABLES,
        readBack: () => '/api/v1/set-aside',
      });
    });
  },
  { env: FUZZ_ENV },
);
