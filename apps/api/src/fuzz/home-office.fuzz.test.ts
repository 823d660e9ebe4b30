import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['home_office_days'] as const;
const readBack = () => '/api/v1/home-office-days?filter[financial_year]=2025-26';

describeOnEachDatabase(
  'fuzzing the working-from-home diary',
  (use) => {
    it('PUT /home-office-days/:date', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url: '/api/v1/home-office-days/2025-08-04',
        valid: { data: { type: 'home-office-days', attributes: { minutes: 450 } } },
        tables: TABLES,
        readBack,
      });
    });

    it('POST /home-office-days/pattern', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/home-office-days/pattern',
        valid: {
          data: {
            type: 'home-office-days',
            attributes: {
              from: '2025-09-01',
              to: '2025-09-14',
              minutes_by_weekday: { mon: 480, tue: 480, wed: 0, thu: 240, fri: 480, sat: 0, sun: 0 },
            },
          },
        },
        tables: TABLES,
        readBack,
      });
    });
  },
  { env: FUZZ_ENV },
);
