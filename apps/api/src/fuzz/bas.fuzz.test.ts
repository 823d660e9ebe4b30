import { expect, it } from 'vitest';
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

    it('PUT /companies/:id/payg-instalments/:year', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const own = await createCompany(client);
      const stranger = await createCompany((await signedInUser(use())).client);
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url: {
          path: (segment) => `/api/v1/companies/${segment}/payg-instalments/2026`,
          id: () => own.companyId,
          otherIds: [stranger.companyId],
        },
        valid: { data: { type: 'paygInstalmentOptions', attributes: { option: 'amount', t7: '1250.00' } } },
        tables: ['payg_instalment_options', 'payg_instalment_variations', 'companies'],
        readBack: (_response, url) => url,
      });
    });

    it('PUT /companies/:id/bas-periods/:key/payg-variation', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const own = await createCompany(client);
      const stranger = await createCompany((await signedInUser(use())).client);
      const set = await client.put(`/api/v1/companies/${own.companyId}/payg-instalments/2026`, {
        data: { type: 'paygInstalmentOptions', attributes: { option: 'amount', t7: '1250.00' } },
      });
      expect(set.statusCode, set.body).toBe(200);
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url: {
          path: (segment) => `/api/v1/companies/${segment}/bas-periods/2026-Q4/payg-variation`,
          id: () => own.companyId,
          otherIds: [stranger.companyId],
        },
        valid: { data: { type: 'paygInstalmentVariations', attributes: { t8: '4000.00', t4: '23' } } },
        tables: ['payg_instalment_options', 'payg_instalment_variations', 'companies'],
        readBack: (_response, url) => url.replace(/\/payg-variation$/, ''),
      });
    });
  },
  { env: FUZZ_ENV },
);
