import { BULK_ACCEPT_CONFIDENCE } from '@sorted/core/bank/reconcile/confidence';
import { expect, it } from 'vitest';
import {
  type BankBooks,
  bankBooks,
  bankBooksBill,
  bankBooksInvoice,
  RECONCILE_TRANSACTIONS,
} from '../../test/bank-books.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

// The reconcile screen (issue 29): a page of an account's unreconciled lines, oldest first, each with
// what Sorted suggests it is, best first; and "accept all" of the suggestions sure enough.

const BONDI = 'Direct Credit 301500 BONDI BAKERY INV-0041 INV-0042';
const MANLY = 'Direct Credit 301500 MANLY SURF CO INV-0043';
const ATO = 'BPAY ATO 551234567890 BAS Q3';
const OFFICEWORKS = 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026';
const OFFICEWORKS_MOSMAN = 'OFFICEWORKS 0388 MOSMAN AU Card xx2784';
const TRANSFER_OUT = 'Transfer to xx1234 NetBank Savings';
const BUNNINGS = 'BUNNINGS 341000 BALGOWLAH AU Card xx2784';
const ACME = 'PAYMENT TO ACME PLUMBING SUPPLIES';
const TRANSFER_IN = 'Transfer from xx1234 NetBank Savings';
const COOGEE = 'Fast Transfer From COOGEE CAFE PTY LTD';

interface Suggestion {
  kind: string;
  confidence: number;
  [key: string]: unknown;
}
interface ReconcileLine {
  id: string;
  attributes: { date: string; description: string; amount: string; status: string };
  meta: { suggestions: Suggestion[] };
}

const screen = async (books: BankBooks, query = '?page[size]=100') => {
  const response = await books.client.get(`/api/v1/bank-accounts/${books.accountId}/reconcile${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: ReconcileLine[];
    meta: { page: { total: number; number: number; size: number }; bulk_accept_confidence: number };
  };
};

const suggestionsOf = async (books: BankBooks, description: string) => {
  const line = (await screen(books)).data.find((each) => each.attributes.description === description);
  if (!line) throw new Error(`"${description}" is not on the screen`);
  return line.meta.suggestions;
};

const acceptAll = (books: BankBooks, attributes: Record<string, unknown> = {}, query = '', headers = {}) =>
  books.client.post(
    `/api/v1/bank-accounts/${books.accountId}/reconcile/accept${query}`,
    { data: { type: 'reconcile-accepts', attributes } },
    headers,
  );

const rule = async (books: BankBooks, attributes: Record<string, unknown>) => {
  const response = await books.client.post('/api/v1/bank-rules', {
    data: { type: 'bank-rules', attributes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

/** An invoice of another business of the same owner, with the same number and amount. */
async function otherBusinessInvoice(books: BankBooks, name: string): Promise<string> {
  const company = await books.client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name: 'Side Hustle', abn: '53 004 085 616' } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const invoice = await books.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: '2026-02-10',
        due_date: '2026-02-24',
        items: [{ name: 'Plumbing', quantity: 1, price: '1100.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.json().data.id } },
        customer: { data: { type: 'customers', id: books.customers.bondi } },
      },
    },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  return invoice.json().data.id;
}

describeOnEachDatabase('the reconcile screen', (use) => {
  it('a deposit naming INV-0003 suggests that invoice, sure enough to accept; not another business’s', async () => {
    const books = await bankBooks(use(), [
      ['2026-03-05', 110000, 'Direct Credit 301500 BONDI BAKERY INV-0003'],
      ...RECONCILE_TRANSACTIONS.slice(2, 4),
    ]);
    await bankBooksInvoice(books, 'INV-0001', 'bondi');
    await bankBooksInvoice(books, 'INV-0002', 'manly');
    const third = await bankBooksInvoice(books, 'INV-0003', 'bondi');
    const elsewhere = await otherBusinessInvoice(books, 'INV-0003');
    const page = await screen(books);
    expect(page.meta.bulk_accept_confidence).toBe(BULK_ACCEPT_CONFIDENCE);
    const [best, ...others] = await suggestionsOf(books, 'Direct Credit 301500 BONDI BAKERY INV-0003');
    expect(best).toMatchObject({
      kind: 'invoice-payment',
      reasons: expect.arrayContaining(['number', 'amount']),
      allocations: [
        {
          invoice_id: third,
          invoice_number: 'INV-0003',
          client_name: 'Bondi Bakery',
          due_date: '2026-02-24',
          outstanding: '1100.00',
          amount: '1100.00',
        },
      ],
    });
    expect(best?.confidence).toBeGreaterThanOrEqual(95);
    // The other invoices of the amount come after it, below the bulk line.
    for (const other of others) expect(other.confidence).toBeLessThan(BULK_ACCEPT_CONFIDENCE);
    const suggested = [best, ...others].flatMap((each) =>
      ((each?.allocations ?? []) as { invoice_id: string }[]).map((allocation) => allocation.invoice_id),
    );
    expect(suggested).toContain(third);
    expect(suggested).not.toContain(elsewhere);
  });

  it('one deposit equal to two invoices of the client it names suggests both', async () => {
    const books = await bankBooks(use());
    const first = await bankBooksInvoice(books, 'INV-0050', 'coogee', '500.00', {
      invoice_date: '2026-04-01',
      due_date: '2026-04-15',
    });
    const second = await bankBooksInvoice(books, 'INV-0051', 'coogee', '500.00', {
      invoice_date: '2026-04-08',
      due_date: '2026-04-22',
    });
    const [best] = await suggestionsOf(books, COOGEE);
    expect(best).toMatchObject({
      kind: 'invoice-payment',
      reasons: expect.arrayContaining(['client', 'several']),
      allocations: [
        { invoice_id: first, client_name: 'Coogee Cafe Pty Ltd', amount: '550.00' },
        { invoice_id: second, client_name: 'Coogee Cafe Pty Ltd', amount: '550.00' },
      ],
    });
  });

  it('a smaller amount naming an invoice suggests a part payment, which the decision endpoint takes back unchanged', async () => {
    const books = await bankBooks(use());
    const invoice = await bankBooksInvoice(books, 'INV-0043', 'manly');
    const [best] = await suggestionsOf(books, MANLY);
    expect(best).toMatchObject({
      kind: 'invoice-payment',
      reasons: expect.arrayContaining(['number', 'part']),
      allocations: [{ invoice_id: invoice, outstanding: '1100.00', amount: '500.00' }],
    });
    expect(best?.confidence).toBeLessThan(BULK_ACCEPT_CONFIDENCE);
    const decided = await books.client.post(`/api/v1/bank-lines/${books.line(MANLY)}/reconciliation`, {
      data: { type: 'reconciliations', attributes: best },
    });
    expect(decided.statusCode, decided.body).toBe(201);
    const invoiceNow = await books.client.get(`/api/v1/invoices/${invoice}`);
    expect(invoiceNow.json().data.attributes).toMatchObject({ amount_paid: '500.00', balance_due: '600.00' });
    expect((await screen(books)).data.map((line) => line.attributes.description)).not.toContain(MANLY);
  });

  it('a debit matching a rule suggests its expense with the GST worked out; accepting makes the expense', async () => {
    const books = await bankBooks(use());
    const ruleId = await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'officeworks' }],
      direction: 'spend',
      action: { kind: 'expense', supplier_name: 'Officeworks', category: 'tools-equipment' },
    });
    const suggestions = await suggestionsOf(books, OFFICEWORKS);
    expect(suggestions[0]).toEqual({
      kind: 'expense',
      confidence: 90,
      rule_id: ruleId,
      expense: {
        supplier_name: 'Officeworks',
        category: 'tools-equipment',
        amount: '18.90',
        gst: '1.72',
        business_use_percent: 100,
      },
    });
    // Below it, the expense named from the narrative alone, for the owner to complete.
    expect(suggestions[1]).toMatchObject({
      kind: 'expense',
      rule_id: null,
      expense: { supplier_name: 'OFFICEWORKS CHATSWOOD', category: 'other' },
    });
    const line = books.line(OFFICEWORKS);
    const accepted = await acceptAll(books, { line_ids: [line] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().meta).toEqual({
      accepted: [{ line_id: line, kind: 'expense', confidence: 90 }],
      left: [],
    });
    const lines = await books.client.get(`/api/v1/bank-accounts/${books.accountId}/lines?page[size]=100`);
    const reconciled = lines.json().data.find((each: { id: string }) => each.id === line).attributes;
    expect(reconciled.reconciliation).toMatchObject({
      kind: 'expense',
      expense: { supplier_name: 'Officeworks', category: 'tools-equipment', amount: '18.90' },
    });
    const expense = await books.client.get(
      `/api/v1/expenses/${reconciled.reconciliation.expense.expense_id}`,
    );
    expect(expense.json().data.attributes).toMatchObject({
      paid_date: '2026-03-23',
      amount: '18.90',
      gst: '1.72',
      business_use_percent: 100,
    });
    // A GST-free rule makes no GST.
    await books.client.patch(`/api/v1/bank-rules/${ruleId}`, {
      data: {
        type: 'bank-rules',
        attributes: {
          conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
          direction: 'spend',
          action: { kind: 'expense', supplier_name: 'Officeworks', category: 'other', gst_free: true },
        },
      },
    });
    const [freeOfGst] = await suggestionsOf(books, OFFICEWORKS_MOSMAN);
    expect(freeOfGst).toMatchObject({ kind: 'expense', expense: { amount: '15.26', gst: '0.00' } });
  });

  it('rules make a transfer of money out, a contribution of money in and an ATO refund; a bill of the amount is offered', async () => {
    const books = await bankBooks(use());
    const transfer = await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'Transfer to xx1234' }],
      action: { kind: 'transfer' },
    });
    const contribution = await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'Transfer from xx1234' }],
      direction: 'receive',
      action: { kind: 'contribution' },
    });
    const ato = await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'ATO' }],
      action: { kind: 'ato' },
    });
    const billId = await bankBooksBill(books);
    // The same bill of another business of the owner's is not this account's to pay.
    const side = await books.client.post('/api/v1/companies', {
      data: { type: 'companies', attributes: { name: 'Side Hustle', abn: '53 004 085 616' } },
    });
    await bankBooksBill(books, side.json().data.id);
    expect((await suggestionsOf(books, TRANSFER_OUT))[0]).toEqual({
      kind: 'transfer',
      confidence: 90,
      rule_id: transfer,
    });
    expect((await suggestionsOf(books, TRANSFER_IN))[0]).toEqual({
      kind: 'contribution',
      confidence: 90,
      rule_id: contribution,
    });
    expect((await suggestionsOf(books, ATO))[0]).toEqual({
      kind: 'ato-payment',
      confidence: 90,
      rule_id: ato,
    });
    expect((await suggestionsOf(books, ACME))[0]).toMatchObject({
      kind: 'bill',
      confidence: 95,
      bill: {
        expense_id: billId,
        supplier_name: 'Acme Plumbing Supplies',
        amount: '330.00',
        due_date: '2026-04-13',
      },
    });
    const accepted = await acceptAll(books, {
      line_ids: [books.line(TRANSFER_OUT), books.line(TRANSFER_IN), books.line(ACME)],
    });
    expect(accepted.json().meta.accepted.map((each: { kind: string }) => each.kind)).toEqual([
      'transfer',
      'contribution',
      'bill',
    ]);
    const paid = await books.client.get(`/api/v1/expenses/${billId}`);
    expect(paid.json().data.attributes).toMatchObject({ paid_date: '2026-04-14' });
    // A refund from the ATO: the same rule, money in.
    const refund = await bankBooks(use(), [['2026-05-10', 12345, 'ATO REFUND 551234567890']]);
    const refundRule = await rule(refund, {
      conditions: [{ field: 'description', kind: 'contains', text: 'ATO' }],
      action: { kind: 'ato' },
    });
    expect((await suggestionsOf(refund, 'ATO REFUND 551234567890'))[0]).toEqual({
      kind: 'ato-refund',
      confidence: 90,
      rule_id: refundRule,
    });
  });

  it('without a rule, a BAS payment and a transfer to savings are said so by their narratives, never an expense with GST', async () => {
    const books = await bankBooks(use());
    expect(await suggestionsOf(books, ATO)).toEqual([{ kind: 'ato-payment', confidence: 75, rule_id: null }]);
    expect(await suggestionsOf(books, TRANSFER_OUT)).toEqual([
      { kind: 'transfer', confidence: 60, rule_id: null },
    ]);
    expect(await suggestionsOf(books, TRANSFER_IN)).toEqual([
      { kind: 'transfer', confidence: 60, rule_id: null },
    ]);
    // A purchase is still an expense named from its narrative, for the owner to complete.
    expect(await suggestionsOf(books, OFFICEWORKS)).toEqual([
      expect.objectContaining({ kind: 'expense', confidence: 20, rule_id: null }),
    ]);
    // Sure enough to show first, not to accept unseen.
    const accepted = await acceptAll(books, { line_ids: [books.line(ATO), books.line(TRANSFER_OUT)] });
    expect(accepted.json().meta).toMatchObject({
      accepted: [],
      left: [
        { line_id: books.line(ATO), reason: 'low-confidence' },
        { line_id: books.line(TRANSFER_OUT), reason: 'low-confidence' },
      ],
    });
    // Said by hand, each is neither income nor an expense (the decision endpoint takes it as it is).
    const decided = await books.client.post(`/api/v1/bank-lines/${books.line(ATO)}/reconciliation`, {
      data: { type: 'reconciliations', attributes: { kind: 'ato-payment' } },
    });
    expect(decided.statusCode, decided.body).toBe(201);
  });

  it('accept all takes only the suggestions at or above the line, and says why it left the rest', async () => {
    const books = await bankBooks(use());
    const first = await bankBooksInvoice(books, 'INV-0041', 'bondi');
    const second = await bankBooksInvoice(books, 'INV-0042', 'bondi');
    await bankBooksInvoice(books, 'INV-0043', 'manly');
    await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
      direction: 'spend',
      action: { kind: 'expense', supplier_name: 'Officeworks', category: 'other' },
    });
    const accepted = await acceptAll(books, {}, '?page[size]=100');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { meta } = accepted.json();
    expect(meta.accepted).toEqual([
      { line_id: books.line(BONDI), kind: 'invoice-payment', confidence: expect.any(Number) },
      { line_id: books.line(OFFICEWORKS), kind: 'expense', confidence: 90 },
      { line_id: books.line(OFFICEWORKS_MOSMAN), kind: 'expense', confidence: 90 },
    ]);
    for (const each of meta.accepted) expect(each.confidence).toBeGreaterThanOrEqual(BULK_ACCEPT_CONFIDENCE);
    const left = Object.fromEntries(
      meta.left.map((each: { line_id: string; reason: string; code: string | null; detail: string }) => [
        each.line_id,
        each,
      ]),
    );
    expect(left[books.line(MANLY)]).toMatchObject({ reason: 'low-confidence', code: null });
    expect(left[books.line(MANLY)].detail).toMatch(/of the 80 needed/);
    expect(left[books.line(BUNNINGS)]).toMatchObject({ reason: 'low-confidence' });
    expect(left[books.line(ATO)]).toMatchObject({ reason: 'low-confidence' });
    // The Coogee deposit is of INV-0043's amount, but neither names it: only the amount says so.
    expect(left[books.line(COOGEE)]).toMatchObject({ reason: 'low-confidence' });
    // Money back from the owner's savings is said to be a transfer by its narrative alone: shown, not accepted.
    expect(left[books.line(TRANSFER_IN)]).toMatchObject({ reason: 'low-confidence', code: null });
    expect(meta.accepted.length + meta.left.length).toBe(RECONCILE_TRANSACTIONS.length);
    for (const id of [first, second]) {
      const invoice = await books.client.get(`/api/v1/invoices/${id}`);
      expect(invoice.json().data.attributes).toMatchObject({ paid_date: '2026-03-03', balance_due: '0.00' });
    }
    const after = await screen(books);
    expect(after.meta.page.total).toBe(RECONCILE_TRANSACTIONS.length - 3);
    // Named lines already reconciled, or not the account's, are left with their reason.
    const again = await acceptAll(books, { line_ids: [books.line(BONDI), '999999999'] });
    expect(again.json().meta).toEqual({
      accepted: [],
      left: [
        {
          line_id: books.line(BONDI),
          reason: 'reconciled',
          code: 'bank_line_reconciled',
          detail: expect.any(String),
        },
        { line_id: '999999999', reason: 'not-found', code: null, detail: expect.any(String) },
      ],
    });
    const invalid = await acceptAll(books, { line_ids: [] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({
      code: 'reconcile_lines_invalid',
      source: { pointer: '/data/attributes/line_ids' },
    });
  });

  it('a lodged period is reported among the lines left, in the reader’s language, and accepted once confirmed', async () => {
    const books = await bankBooks(use());
    await bankBooksInvoice(books, 'INV-0041', 'bondi');
    await bankBooksInvoice(books, 'INV-0042', 'bondi');
    const lodged = await books.client.post(
      `/api/v1/companies/${books.companyId}/bas-periods/2026-Q1/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    const line = books.line(BONDI);
    const refused = await acceptAll(books, { line_ids: [line] }, '', { 'accept-language': 'de' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().meta.accepted).toEqual([]);
    expect(refused.json().meta.left).toEqual([
      { line_id: line, reason: 'refused', code: 'period_locked', detail: expect.any(String) },
    ]);
    const german = refused.json().meta.left[0].detail as string;
    const english = (await acceptAll(books, { line_ids: [line] })).json().meta.left[0].detail as string;
    expect(german).not.toBe(english);
    expect((await screen(books)).data.map((each) => each.id)).toContain(line);
    const confirmed = await acceptAll(books, { line_ids: [line] }, '?confirm=locked-period');
    expect(confirmed.json().meta.accepted).toEqual([
      { line_id: line, kind: 'invoice-payment', confidence: expect.any(Number) },
    ]);
  });

  it('pages through the unreconciled lines oldest first', async () => {
    const books = await bankBooks(use());
    const first = await screen(books, '?page[size]=4');
    expect(first.meta.page).toEqual({ total: RECONCILE_TRANSACTIONS.length, number: 1, size: 4 });
    expect(first.data.map((line) => line.attributes.description)).toEqual(
      RECONCILE_TRANSACTIONS.slice(0, 4).map(([, , description]) => description),
    );
    const third = await screen(books, '?page[size]=4&page[number]=3');
    expect(third.data.map((line) => line.attributes.date)).toEqual(['2026-04-27', '2026-05-04']);
    for (const line of [...first.data, ...third.data]) {
      expect(line.attributes.status).toBe('unreconciled');
      expect(Array.isArray(line.meta.suggestions)).toBe(true);
    }
    // "Accept all" with no lines named takes the page the query names.
    await rule(books, {
      conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
      action: { kind: 'expense', supplier_name: 'Officeworks', category: 'other' },
    });
    const accepted = await acceptAll(books, {}, '?page[size]=4&page[number]=3');
    expect(accepted.json().meta.accepted).toEqual([
      { line_id: books.line(OFFICEWORKS_MOSMAN), kind: 'expense', confidence: 90 },
    ]);
    expect(accepted.json().meta.left).toEqual([
      expect.objectContaining({
        line_id: books.line(COOGEE),
        reason: 'no-suggestion',
        code: null,
        detail: 'Sorted has no suggestion for this line.',
      }),
    ]);
    expect((await screen(books, '?page[size]=4')).meta.page.total).toBe(RECONCILE_TRANSACTIONS.length - 1);
    const bad = await books.client.get(`/api/v1/bank-accounts/${books.accountId}/reconcile?page[size]=101`);
    expect(bad.statusCode).toBe(400);
  });

  it('another user’s account is not found, to read or to accept', async () => {
    const books = await bankBooks(use());
    const stranger = await bankBooks(use());
    const theirs = `/api/v1/bank-accounts/${stranger.accountId}/reconcile`;
    expect((await books.client.get(theirs)).statusCode).toBe(404);
    const accept = await books.client.post(`${theirs}/accept`, {
      data: { type: 'reconcile-accepts', attributes: { line_ids: [stranger.line(BONDI)] } },
    });
    expect(accept.statusCode).toBe(404);
    // Their line named on one's own account is not one of its lines.
    const named = await acceptAll(books, { line_ids: [stranger.line(TRANSFER_OUT)] });
    expect(named.json().meta).toMatchObject({
      accepted: [],
      left: [{ line_id: stranger.line(TRANSFER_OUT), reason: 'not-found' }],
    });
    const theirLines = await stranger.client.get(`/api/v1/bank-accounts/${stranger.accountId}/lines`);
    expect(
      theirLines
        .json()
        .data.every((line: { attributes: { status: string } }) => line.attributes.status === 'unreconciled'),
    ).toBe(true);
    expect((await books.client.get('/api/v1/bank-accounts/999999999/reconcile')).statusCode).toBe(404);
  });
});
