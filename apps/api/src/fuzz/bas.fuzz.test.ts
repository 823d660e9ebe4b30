import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

describeOnEachDatabase(
  'fuzzing the BAS lodgement',
  (use) => {
    it('POST /companies/:id/bas-periods/:key/lodgement', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const own = await createCompany(client);
      const stranger = await createCompany((await signedInUser(use())).client);
      // Each lodgement that goes through moves on a quarter, so that the next run may lodge again.
      let year = 2010;
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: {
          path: (segment) => `/api/v1/companies/${segment}/bas-periods/${year}-Q1/lodgement`,
          id: () => own.companyId,
          otherIds: [stranger.companyId],
        },
        valid: null,
        tables: ['bas_lodgements', 'companies', 'invoices'],
        readBack: (_response, url) => url.replace(/\/lodgement$/, ''),
        restore: async () => {
          year += 1;
        },
      });
    });
  },
  { env: FUZZ_ENV },
);
