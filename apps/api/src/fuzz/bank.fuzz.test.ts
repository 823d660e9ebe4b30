import fc from 'fast-check';
import { it } from 'vitest';
import { commBankCsv, OTHER_BANK_MAPPING, otherBankCsv, statementForm } from '../test/bank-statements.ts';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';
import { type HostileBody, mutatedDocument, toJsonText } from './hostile-requests.ts';
import { hostileUploads } from './hostile-uploads.ts';
import { hostileValue } from './hostile-values.ts';

const TABLES = ['bank_accounts', 'bank_imports', 'bank_lines', 'stored_files'] as const;

const accountDocument = (companyId: number) => ({
  data: {
    type: 'bank-accounts',
    attributes: {
      name: 'Everyday Business',
      bsb: '062-000',
      account_number: '1234 5678',
      opening_balance: '1,500.00',
      opening_date: '2026-03-01',
    },
    relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
  },
});

async function createAccount(client: TestClient, companyId: number): Promise<number> {
  const response = await client.post('/api/v1/bank-accounts', accountDocument(companyId));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

async function createImport(client: TestClient, accountId: number): Promise<number> {
  const { body, contentType } = statementForm({ bytes: commBankCsv() });
  const response = await client.post(`/api/v1/bank-accounts/${accountId}/imports`, body, {
    'content-type': contentType,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

/**
 * The import form beyond its file: a column mapping mutated every way (broken JSON too) with a CSV of no
 * known layout, and hostile QIF date orders.
 */
const hostileStatementForms: fc.Arbitrary<HostileBody> = fc.oneof(
  fc
    .oneof(
      mutatedDocument(OTHER_BANK_MAPPING).map(toJsonText),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constant('{"skipRows":'),
    )
    .map((mapping) => {
      const { body, contentType } = statementForm({ bytes: otherBankCsv() }, { mapping });
      return { payload: body, contentType };
    }),
  hostileValue.map((order) => {
    const { body, contentType } = statementForm(
      { bytes: commBankCsv() },
      { qif_date_order: typeof order === 'string' ? order : toJsonText(order) },
    );
    return { payload: body, contentType };
  }),
);

describeOnEachDatabase(
  'fuzzing the bank endpoints',
  (use) => {
    it('POST /bank-accounts', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const { companyId } = await createCompany(client);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/bank-accounts',
        valid: accountDocument(companyId),
        tables: TABLES,
        readBack: (response) => `/api/v1/bank-accounts/${response.json().data.id}`,
      });
    });

    it('PATCH and DELETE /bank-accounts/:id', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [
        await createAccount(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      let id = await createAccount(client, companyId);
      await createImport(client, id);
      const url = { path: (segment: string) => `/api/v1/bank-accounts/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: accountDocument(companyId),
        tables: TABLES,
        readBack: (_response, at) => at,
      });
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await createAccount(client, companyId);
            await createImport(client, id);
          },
        },
        DELETE_RUNS,
      );
    });

    it('POST /bank-accounts/:id/imports', { timeout: 120_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [
        await createAccount(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      const id = await createAccount(client, companyId);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: {
          path: (segment: string) => `/api/v1/bank-accounts/${segment}/imports`,
          id: () => id,
          otherIds,
        },
        valid: null,
        bodies: fc.oneof(
          hostileUploads({
            field: 'file',
            filename: 'CSVData.csv',
            type: 'text/csv',
            bytes: commBankCsv(),
            maxBytes: 10 * 1024 * 1024,
          }),
          hostileStatementForms,
        ),
        tables: TABLES,
        readBack: (_response, at) => at.replace(/imports$/, 'lines'),
      });
    });

    it('DELETE /bank-imports/:id', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const strangerAccount = await createAccount(
        stranger.client,
        (await createCompany(stranger.client)).companyId,
      );
      const otherIds = [await createImport(stranger.client, strangerAccount)];
      const accountId = await createAccount(client, companyId);
      let id = await createImport(client, accountId);
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: { path: (segment: string) => `/api/v1/bank-imports/${segment}`, id: () => id, otherIds },
          valid: null,
          tables: TABLES,
          readBack: () => `/api/v1/bank-accounts/${accountId}/imports`,
          restore: async () => {
            id = await createImport(client, accountId);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
