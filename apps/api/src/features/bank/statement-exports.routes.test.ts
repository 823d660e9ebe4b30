import { BULK_ACCEPT_CONFIDENCE } from '@sorted/core/bank/reconcile/confidence';
import type { ReconcilePageDocument } from '@sorted/core/contract/bank';
import { expect, it } from 'vitest';
import {
  anzCsv,
  commBankCsv,
  nabCsv,
  ofxExport,
  qifExport,
  statementForm,
  TRANSACTIONS,
  westpacCsv,
} from '../../test/bank-statements.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// One account's eight weeks (TRANSACTIONS) exported from each bank and format as an owner would:
// the first five weeks, then a later export reaching back two weeks, then the whole stretch again by
// mistake. Every line must be there once, to the cent, whatever the layout.

type Export = (options?: { from?: number; to?: number }) => Buffer;

/** NAB's narrative is its transaction type and its details. */
const nabDescription = (cents: number, details: string) =>
  `${cents < 0 ? 'MISCELLANEOUS DEBIT' : 'INTER-BANK CREDIT'} - ${details}`;

const EXPORTS: {
  name: string;
  format: string;
  file: string;
  write: Export;
  description?: (cents: number, details: string) => string;
}[] = [
  { name: 'CommBank CSV', format: 'csv-commbank', file: 'CSVData.csv', write: commBankCsv },
  { name: 'ANZ CSV', format: 'csv-anz', file: 'anz.csv', write: anzCsv },
  {
    name: 'NAB CSV',
    format: 'csv-nab',
    file: 'TransactionHistory.csv',
    write: nabCsv,
    description: nabDescription,
  },
  { name: 'Westpac CSV', format: 'csv-westpac', file: 'Data.csv', write: westpacCsv },
  { name: 'OFX with FITIDs renumbered in each file', format: 'ofx', file: 'statement.ofx', write: ofxExport },
  { name: 'QIF', format: 'qif', file: 'statement.qif', write: qifExport },
];

/** Index of the first transaction of 16 March, and one past the last of 31 March. */
const SECOND_FROM = 6;
const FIRST_TO = 10;

/** The invoices the statement's deposits pay (not registered for GST: each costs its price). */
const INVOICES = [
  { name: 'INV-0042', client: 'Bondi Bakery', price: '2200.00' },
  { name: 'INV-0043', client: 'Manly Surf Co', price: '1320.00' },
  { name: 'INV-0044', client: 'Coogee Cafe Pty Ltd', price: '990.00' },
  { name: 'INV-0045', client: 'Bondi Bakery', price: '480.00' },
  // Owing what INV-0044 owes, to a client the statement never names: the narrative must decide.
  { name: 'INV-0046', client: 'Dee Why Florist', price: '990.00' },
];

async function invoices(client: TestClient, companyId: string): Promise<void> {
  const clients = new Map<string, string>();
  for (const invoice of INVOICES) {
    if (!clients.has(invoice.client)) {
      const created = await client.post('/api/v1/customers', {
        data: { type: 'customers', attributes: { name: invoice.client } },
      });
      expect(created.statusCode, created.body).toBe(201);
      clients.set(invoice.client, created.json().data.id);
    }
    const created = await client.post('/api/v1/invoices', {
      data: {
        type: 'invoices',
        attributes: {
          name: invoice.name,
          invoice_date: '2026-02-20',
          due_date: '2026-03-20',
          items: [{ name: 'Garden care', quantity: 1, price: invoice.price }],
        },
        relationships: {
          company: { data: { type: 'companies', id: companyId } },
          customer: { data: { type: 'customers', id: clients.get(invoice.client) } },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
}

async function bankAccount(client: TestClient): Promise<string> {
  const company = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name: 'Tidy Gardens', abn: '51 824 753 556' } },
  });
  expect(company.statusCode, company.body).toBe(201);
  await invoices(client, company.json().data.id);
  const account = await client.post('/api/v1/bank-accounts', {
    data: {
      type: 'bank-accounts',
      attributes: { name: 'Everyday', opening_balance: '1500.00', opening_date: '2026-03-01' },
      relationships: { company: { data: { type: 'companies', id: company.json().data.id } } },
    },
  });
  expect(account.statusCode, account.body).toBe(201);
  return account.json().data.id;
}

async function importExport(client: TestClient, accountId: string, bytes: Buffer, file: string) {
  const { body, contentType } = statementForm({ bytes, name: file, type: 'application/octet-stream' });
  const response = await client.post(`/api/v1/bank-accounts/${accountId}/imports`, body, {
    'content-type': contentType,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.attributes as {
    format: string;
    new_count: number;
    duplicate_count: number;
    skipped_count: number;
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describeOnEachDatabase('bank statement exports of each bank, overlapping', (use) => {
  for (const {
    name,
    format,
    file,
    write,
    description = (_: number, details: string) => details,
  } of EXPORTS) {
    it(`${name}: each line once, to the cent, however the exports overlap`, async () => {
      const { client } = await signedInUser(use());
      const accountId = await bankAccount(client);

      const first = await importExport(client, accountId, write({ to: FIRST_TO }), file);
      expect(first).toMatchObject({ format, new_count: FIRST_TO, duplicate_count: 0, skipped_count: 0 });
      const later = await importExport(client, accountId, write({ from: SECOND_FROM }), file);
      expect(later).toMatchObject({
        new_count: TRANSACTIONS.length - FIRST_TO,
        duplicate_count: FIRST_TO - SECOND_FROM,
      });
      const again = await importExport(client, accountId, write(), file);
      expect(again).toMatchObject({ new_count: 0, duplicate_count: TRANSACTIONS.length });

      const response = await client.get(`/api/v1/bank-accounts/${accountId}/lines?page[size]=100`);
      expect(response.statusCode, response.body).toBe(200);
      const lines = (
        response.json().data as { attributes: { date: string; amount: string; description: string } }[]
      ).map(({ attributes }) => [attributes.date, cents(attributes.amount), attributes.description]);
      const byDay = (a: readonly unknown[], b: readonly unknown[]) =>
        String(a.join('|')).localeCompare(String(b.join('|')));
      const expected = TRANSACTIONS.map(([date, amount, details]) => [
        date,
        amount,
        description(amount, details),
      ]);
      expect(lines.sort(byDay)).toEqual(expected.sort(byDay));

      // Each client's deposit suggests the invoice its narrative names, paid in full, sure enough to
      // be accepted with the rest; the bank's interest suggests no invoice.
      const screen = await client.get(`/api/v1/bank-accounts/${accountId}/reconcile?page[size]=100`);
      expect(screen.statusCode, screen.body).toBe(200);
      const credits = (screen.json() as ReconcilePageDocument).data
        .filter((line) => Number(line.attributes.amount) > 0)
        .map((line) => {
          const top = line.meta.suggestions[0];
          return [
            line.attributes.amount,
            top?.kind === 'invoice-payment'
              ? top.allocations.map((each) => `${each.invoice_number} ${each.amount}`).join(', ')
              : (top?.kind ?? null),
            top !== undefined && top.confidence >= BULK_ACCEPT_CONFIDENCE,
          ];
        });
      expect(credits).toEqual([
        ['2200.00', 'INV-0042 2200.00', true],
        ['1320.00', 'INV-0043 1320.00', true],
        ['2.12', null, false],
        ['990.00', 'INV-0044 990.00', true],
        ['480.00', 'INV-0045 480.00', true],
        ['1.98', null, false],
      ]);
    });
  }
});
