import { expect } from 'vitest';
import { commBankCsv, statementForm, type Transaction } from './bank-statements.ts';
import type { TestClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';
import { signedInUser } from './users.ts';

// A sole trader's books with a bank account and a statement imported, for the reconcile API's tests:
// a GST-registered business (cash basis, quarterly), its clients, invoices made on demand, and the
// statement's lines by their narratives.

/** Ten weeks of an everyday account: money in from clients, money out of every kind. */
export const RECONCILE_TRANSACTIONS: readonly Transaction[] = [
  ['2026-03-03', 220000, 'Direct Credit 301500 BONDI BAKERY INV-0041 INV-0042'],
  ['2026-03-16', 50000, 'Direct Credit 301500 MANLY SURF CO INV-0043'],
  ['2026-03-20', -45000, 'BPAY ATO 551234567890 BAS Q3'],
  ['2026-03-23', -1890, 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026'],
  ['2026-04-05', -12000, 'Transfer to xx1234 NetBank Savings'],
  ['2026-04-09', -8990, 'BUNNINGS 341000 BALGOWLAH AU Card xx2784'],
  ['2026-04-14', -33000, 'PAYMENT TO ACME PLUMBING SUPPLIES'],
  ['2026-04-20', 5000, 'Transfer from xx1234 NetBank Savings'],
  ['2026-04-27', 110000, 'Fast Transfer From COOGEE CAFE PTY LTD'],
  ['2026-05-04', -1526, 'OFFICEWORKS 0388 MOSMAN AU Card xx2784'],
];

export interface BankBooks {
  client: TestClient;
  userId: number;
  companyId: string;
  customers: Record<'bondi' | 'manly' | 'coogee', string>;
  accountId: string;
  /** The statement's lines by their narratives. */
  line: (description: string) => string;
}

/** A bank account of the business with a CommBank statement of `transactions` imported; its id. */
export async function importedAccount(
  client: TestClient,
  companyId: string,
  transactions: readonly Transaction[],
  attributes = { name: 'Everyday', opening_balance: '1500.00', opening_date: '2026-03-01' },
): Promise<string> {
  const account = await client.post('/api/v1/bank-accounts', {
    data: {
      type: 'bank-accounts',
      attributes,
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(account.statusCode, account.body).toBe(201);
  const accountId = account.json().data.id as string;
  const { body, contentType } = statementForm({ bytes: commBankCsv({ transactions }) });
  const imported = await client.post(`/api/v1/bank-accounts/${accountId}/imports`, body, {
    'content-type': contentType,
  });
  expect(imported.statusCode, imported.body).toBe(201);
  return accountId;
}

export async function bankBooks(
  context: TestApp,
  transactions: readonly Transaction[] = RECONCILE_TRANSACTIONS,
): Promise<BankBooks> {
  const { client, id: userId } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = async (name: string) => {
    const created = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name } },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  };
  const customers = {
    bondi: await customer('Bondi Bakery'),
    manly: await customer('Manly Surf Co'),
    coogee: await customer('Coogee Cafe Pty Ltd'),
  };
  const companyId = company.json().data.id as string;
  const accountId = await importedAccount(client, companyId, transactions);
  const lines = await client.get(`/api/v1/bank-accounts/${accountId}/lines?page[size]=100`);
  const ids = new Map<string, string>(
    lines
      .json()
      .data.map((line: { id: string; attributes: { description: string } }) => [
        line.attributes.description,
        line.id,
      ]),
  );
  const line = (description: string) => {
    const id = ids.get(description);
    if (!id) throw new Error(`No line "${description}"`);
    return id;
  };
  return { client, userId, companyId, customers, accountId, line };
}

/** An invoice of `price` plus 10% GST, issued 10 Feb 2026 and due on the 24th, answering its id. */
export async function bankBooksInvoice(
  books: BankBooks,
  name: string,
  customer: keyof BankBooks['customers'],
  price = '1000.00',
  dates = { invoice_date: '2026-02-10', due_date: '2026-02-24' },
): Promise<string> {
  const response = await books.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: { name, ...dates, items: [{ name: 'Plumbing', quantity: 1, price }] },
      relationships: {
        company: { data: { type: 'companies', id: books.companyId } },
        customer: { data: { type: 'customers', id: books.customers[customer] } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A decision on a line: POST /bank-lines/:id/reconciliation. */
/** An unpaid bill of $330.00 from Acme Plumbing Supplies, due 13 April 2026 (the statement's ACME line pays it); its id. */
export async function bankBooksBill(books: BankBooks, companyId = books.companyId): Promise<string> {
  const bill = await books.client.post('/api/v1/expenses', {
    data: {
      type: 'expenses',
      attributes: {
        expense_date: '2026-03-30',
        supplier_name: 'Acme Plumbing Supplies',
        category: 'materials-stock',
        amount: '330.00',
        paid_date: null,
        due_date: '2026-04-13',
      },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(bill.statusCode, bill.body).toBe(201);
  return bill.json().data.id as string;
}

export const reconcile = (
  books: BankBooks,
  lineId: string,
  attributes: Record<string, unknown>,
  query = '',
) =>
  books.client.post(`/api/v1/bank-lines/${lineId}/reconciliation${query}`, {
    data: { type: 'reconciliations', attributes },
  });

/** Its undo: DELETE /bank-lines/:id/reconciliation. */
export const undoReconcile = (books: BankBooks, lineId: string, query = '') =>
  books.client.delete(`/api/v1/bank-lines/${lineId}/reconciliation${query}`);
