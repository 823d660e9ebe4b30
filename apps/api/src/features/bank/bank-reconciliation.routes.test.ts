import { expect, it } from 'vitest';
import { databaseSnapshot } from '../../fuzz/database-snapshot.ts';
import {
  type BankBooks,
  bankBooks,
  bankBooksBill,
  bankBooksInvoice,
  reconcile,
  undoReconcile,
} from '../../test/bank-books.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

// Reconciling bank lines (issue 29): each decision records what the line is through the books' write
// path, so the invoices, the cash-basis BAS, the dashboard and the profit follow; an undo takes it back.

const BONDI = 'Direct Credit 301500 BONDI BAKERY INV-0041 INV-0042';
const MANLY = 'Direct Credit 301500 MANLY SURF CO INV-0043';
const ATO = 'BPAY ATO 551234567890 BAS Q3';
const OFFICEWORKS = 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026';
const TRANSFER_OUT = 'Transfer to xx1234 NetBank Savings';
const BUNNINGS = 'BUNNINGS 341000 BALGOWLAH AU Card xx2784';
const ACME = 'PAYMENT TO ACME PLUMBING SUPPLIES';
const TRANSFER_IN = 'Transfer from xx1234 NetBank Savings';

const invoiceOf = async (books: BankBooks, id: string) =>
  (await books.client.get(`/api/v1/invoices/${id}`)).json().data.attributes;

/** The cash-basis BAS of Jan–Mar 2026 or Apr–Jun 2026. */
const bas = async (books: BankBooks, key: '2026-Q1' | '2026-Q2') => {
  const response = await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/${key}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes.figures as Record<string, string>;
};

const income = async (books: BankBooks) =>
  (await books.client.get('/api/v1/dashboard/summary?period=monthly')).json().data.attributes.income.total;

/** The profit and loss of 2025-26 (its totals). */
const profit = async (books: BankBooks) =>
  (await books.client.get('/api/v1/profit-and-loss?year=2025')).json().data.attributes.totals;

const lineOf = async (books: BankBooks, id: string) => {
  const lines = await books.client.get(`/api/v1/bank-accounts/${books.accountId}/lines?page[size]=100`);
  return lines.json().data.find((line: { id: string }) => line.id === id).attributes;
};

const account = async (books: BankBooks) =>
  (await books.client.get(`/api/v1/bank-accounts/${books.accountId}`)).json().data.attributes;

describeOnEachDatabase('reconciling bank lines', (use) => {
  it('a deposit paying two invoices: both paid on its date, in the cash BAS and the dashboard; undo takes it back', async () => {
    const books = await bankBooks(use());
    const first = await bankBooksInvoice(books, 'INV-0041', 'bondi');
    const second = await bankBooksInvoice(books, 'INV-0042', 'bondi');
    const before = {
      bas: await bas(books, '2026-Q1'),
      income: await income(books),
      profit: await profit(books),
    };
    expect(before.bas).toMatchObject({ g1: '0.00', gst_on_sales: '0.00' });

    const line = books.line(BONDI);
    const paid = await reconcile(books, line, {
      kind: 'invoice-payment',
      allocations: [
        { invoice_id: first, amount: '1100.00' },
        { invoice_id: Number(second), amount: 1100 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      data: {
        type: 'bank-lines',
        id: line,
        attributes: {
          status: 'reconciled',
          reconciliation: {
            kind: 'invoice-payment',
            payments: [
              { invoice_id: first, invoice_number: 'INV-0041', amount: '1100.00' },
              { invoice_id: second, invoice_number: 'INV-0042', amount: '1100.00' },
            ],
            expense: null,
            private_amount: null,
          },
        },
      },
      meta: { learnt_rule_id: null },
    });
    for (const id of [first, second]) {
      expect(await invoiceOf(books, id)).toMatchObject({
        status: 1,
        paid_date: '2026-03-03',
        payment_state: 'paid',
        balance_due: '0.00',
      });
    }
    const payments = await books.client.get(`/api/v1/invoices/${first}/payments`);
    expect(payments.json().data[0].attributes).toMatchObject({
      paid_on: '2026-03-03',
      amount: '1100.00',
      method: 'bank-transfer',
      bank_line_id: line,
    });
    expect(await bas(books, '2026-Q1')).toMatchObject({ g1: '2200.00', gst_on_sales: '200.00' });
    expect(await income(books)).toBe('2200.00');
    expect((await profit(books)).income).toBe('2000.00');
    expect(await lineOf(books, line)).toMatchObject({
      status: 'reconciled',
      reconciliation: { kind: 'invoice-payment' },
    });
    expect(await account(books)).toMatchObject({ reconciled_balance: '3700.00' });

    const again = await reconcile(books, line, { kind: 'contribution' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'bank_line_reconciled' });

    const undone = await undoReconcile(books, line);
    expect(undone.statusCode, undone.body).toBe(204);
    for (const id of [first, second]) {
      expect(await invoiceOf(books, id)).toMatchObject({ status: 0, paid_date: null, amount_paid: '0.00' });
    }
    expect(await bas(books, '2026-Q1')).toEqual(before.bas);
    expect(await income(books)).toBe(before.income);
    expect(await profit(books)).toEqual(before.profit);
    expect(await lineOf(books, line)).toMatchObject({ status: 'unreconciled', reconciliation: null });
    expect(await account(books)).toMatchObject({ reconciled_balance: '1500.00' });
    const twice = await undoReconcile(books, line);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toMatchObject({ code: 'bank_line_not_reconciled' });
  });

  it('a smaller deposit is a part payment: the invoice is part paid, and its GST share is in the BAS', async () => {
    const books = await bankBooks(use());
    const id = await bankBooksInvoice(books, 'INV-0043', 'manly');
    const paid = await reconcile(books, books.line(MANLY), {
      kind: 'invoice-payment',
      allocations: [{ invoice_id: id, amount: '500.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await invoiceOf(books, id)).toMatchObject({
      status: 0,
      amount_paid: '500.00',
      balance_due: '600.00',
      payment_state: 'partly-paid',
    });
    expect(await bas(books, '2026-Q1')).toMatchObject({ g1: '500.00', gst_on_sales: '45.45' });
    expect(await income(books)).toBe('500.00');
    expect((await undoReconcile(books, books.line(MANLY))).statusCode).toBe(204);
    expect(await invoiceOf(books, id)).toMatchObject({ amount_paid: '0.00', payment_state: 'unpaid' });
  });

  it('an expense from a debit, learning a bank rule: paid on the line’s date, in the BAS, gone again on undo', async () => {
    const books = await bankBooks(use());
    const line = books.line(OFFICEWORKS);
    const made = await reconcile(books, line, {
      kind: 'expense',
      supplier_name: 'Officeworks',
      category: 'tools-equipment',
      business_use_percent: 100,
      learn_rule: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { reconciliation } = made.json().data.attributes;
    expect(reconciliation).toMatchObject({
      kind: 'expense',
      payments: [],
      expense: { supplier_name: 'Officeworks', category: 'tools-equipment', amount: '18.90' },
    });
    const ruleId = made.json().meta.learnt_rule_id;
    expect(ruleId).toEqual(expect.any(String));
    const expense = await books.client.get(`/api/v1/expenses/${reconciliation.expense.expense_id}`);
    expect(expense.json().data.attributes).toMatchObject({
      expense_date: '2026-03-23',
      paid_date: '2026-03-23',
      amount: '18.90',
      gst: '1.72',
      description: OFFICEWORKS,
    });
    expect(expense.json().data.relationships.bank_line).toEqual({ data: { type: 'bank-lines', id: line } });
    expect(await bas(books, '2026-Q1')).toMatchObject({ gst_on_purchases: '1.72' });
    const rules = await use()
      .db.kysely.selectFrom('bank_rules')
      .selectAll()
      .where('user_id', '=', books.userId)
      .execute();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      id: Number(ruleId),
      company_id: Number(books.companyId),
      direction: 'spend',
    });
    expect(Boolean(rules[0]?.learnt)).toBe(true);
    expect(JSON.parse(rules[0]?.conditions ?? '')).toEqual([
      { field: 'description', kind: 'contains', text: 'OFFICEWORKS CHATSWOOD' },
    ]);
    expect(JSON.parse(rules[0]?.action ?? '')).toEqual({
      kind: 'expense',
      supplierName: 'Officeworks',
      category: 'tools-equipment',
      gstFree: false,
      businessUsePercent: 100,
    });

    expect((await undoReconcile(books, line)).statusCode).toBe(204);
    const gone = await books.client.get(`/api/v1/expenses/${reconciliation.expense.expense_id}`);
    expect(gone.statusCode).toBe(404);
    expect(await bas(books, '2026-Q1')).toMatchObject({ gst_on_purchases: '0.00' });
    // The rule it taught stays; learning the same payee again changes it rather than adding another.
    const relearnt = await reconcile(books, line, {
      kind: 'expense',
      supplier_name: 'Officeworks',
      category: 'software-subscriptions',
      learn_rule: true,
    });
    expect(relearnt.json().meta.learnt_rule_id).toBe(ruleId);
  });

  it('a payment or an expense made from a line links back to it, and the line says what it became', async () => {
    const books = await bankBooks(use());
    const invoice = await bankBooksInvoice(books, 'INV-0043', 'manly');
    const deposit = books.line(MANLY);
    const paid = await reconcile(books, deposit, {
      kind: 'invoice-payment',
      allocations: [{ invoice_id: invoice, amount: '500.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payments = await books.client.get(`/api/v1/invoices/${invoice}/payments`);
    expect(payments.json().data.map((each: { attributes: object }) => each.attributes)).toEqual([
      expect.objectContaining({ amount: '500.00', paid_on: '2026-03-16', bank_line_id: deposit }),
    ]);
    const line = await books.client.get(`/api/v1/bank-lines/${deposit}`);
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().data).toMatchObject({
      id: deposit,
      attributes: {
        description: MANLY,
        amount: '500.00',
        status: 'reconciled',
        reconciliation: {
          kind: 'invoice-payment',
          payments: [{ invoice_id: invoice, invoice_number: 'INV-0043', amount: '500.00' }],
        },
      },
      relationships: { bank_account: { data: { type: 'bank-accounts', id: books.accountId } } },
    });

    const officeworks = books.line(OFFICEWORKS);
    const unreconciled = await books.client.get(`/api/v1/bank-lines/${officeworks}`);
    expect(unreconciled.json().data.attributes).toMatchObject({
      status: 'unreconciled',
      reconciliation: null,
    });
    // Another user's line is not there for them.
    const stranger = await bankBooks(use());
    expect((await stranger.client.get(`/api/v1/bank-lines/${deposit}`)).statusCode).toBe(404);
    expect((await books.client.get('/api/v1/bank-lines/999999')).statusCode).toBe(404);
  });

  it('a transfer, an ATO payment and a contribution are no income or expense: the profit and the BAS stay', async () => {
    const books = await bankBooks(use());
    const before = {
      q1: await bas(books, '2026-Q1'),
      q2: await bas(books, '2026-Q2'),
      profit: await profit(books),
      income: await income(books),
    };
    for (const [description, kind] of [
      [TRANSFER_OUT, 'transfer'],
      [ATO, 'ato-payment'],
      [TRANSFER_IN, 'contribution'],
    ] as const) {
      const done = await reconcile(books, books.line(description), { kind });
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json().data.attributes.reconciliation).toMatchObject({ kind, payments: [], expense: null });
    }
    expect({
      q1: await bas(books, '2026-Q1'),
      q2: await bas(books, '2026-Q2'),
      profit: await profit(books),
      income: await income(books),
    }).toEqual(before);
    // The bank balance per Sorted moved by the three lines (-120.00 - 450.00 + 50.00).
    expect(await account(books)).toMatchObject({ reconciled_balance: '980.00' });
    const expenses = await books.client.get('/api/v1/expenses');
    expect(expenses.json().meta.page.total).toBe(0);
  });

  it('a split: the business part an expense, the rest private; a drawing of nothing else', async () => {
    const books = await bankBooks(use());
    const split = await reconcile(books, books.line(BUNNINGS), {
      kind: 'split',
      business_percent: 60,
      supplier_name: 'Bunnings',
      category: 'tools-equipment',
    });
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().data.attributes.reconciliation).toMatchObject({
      kind: 'split',
      expense: { supplier_name: 'Bunnings', amount: '53.94' },
      private_amount: '35.96',
    });
    expect(await bas(books, '2026-Q2')).toMatchObject({ gst_on_purchases: '4.90' });
    expect((await undoReconcile(books, books.line(BUNNINGS))).statusCode).toBe(204);
    const byAmount = await reconcile(books, books.line(BUNNINGS), {
      kind: 'split',
      business_amount: '89.90',
      supplier_name: 'Bunnings',
      category: 'tools-equipment',
    });
    expect(byAmount.statusCode).toBe(422);
    expect(byAmount.json().errors[0]).toMatchObject({
      code: 'split_amount_invalid',
      source: { pointer: '/data/attributes/business_amount' },
    });
  });

  it('a bill matched: paid on the line’s date and naming it; undo leaves it unpaid, its due date kept', async () => {
    const books = await bankBooks(use());
    const billId = await bankBooksBill(books);
    expect(await bas(books, '2026-Q2')).toMatchObject({ gst_on_purchases: '0.00' });
    const paid = await reconcile(books, books.line(ACME), { kind: 'bill', bill_id: billId });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.attributes.reconciliation).toMatchObject({
      kind: 'bill',
      expense: { expense_id: billId, amount: '330.00' },
    });
    const after = (await books.client.get(`/api/v1/expenses/${billId}`)).json().data.attributes;
    expect(after).toMatchObject({ paid_date: '2026-04-14', amount: '330.00' });
    expect(await bas(books, '2026-Q2')).toMatchObject({ gst_on_purchases: '30.00' });
    expect((await undoReconcile(books, books.line(ACME))).statusCode).toBe(204);
    const unpaid = (await books.client.get(`/api/v1/expenses/${billId}`)).json().data.attributes;
    expect(unpaid).toMatchObject({ paid_date: null, due_date: '2026-04-13' });
    const unlinked = await books.client.get(`/api/v1/expenses/${billId}`);
    expect(unlinked.json().data.relationships.bank_line).toEqual({ data: null });
    expect(await bas(books, '2026-Q2')).toMatchObject({ gst_on_purchases: '0.00' });
  });

  it('refuses what a line cannot be, and saves nothing of a refused decision', async () => {
    const context = use();
    const books = await bankBooks(context);
    const stranger = await bankBooks(context);
    const open = await bankBooksInvoice(books, 'INV-0041', 'bondi');
    const voided = await bankBooksInvoice(books, 'INV-0042', 'bondi');
    const void_ = await books.client.post(`/api/v1/invoices/${voided}/void`, {
      data: { type: 'invoices', attributes: { reason: 'Entered twice' } },
    });
    expect(void_.statusCode, void_.body).toBe(200);
    const theirs = await bankBooksInvoice(stranger, 'INV-0041', 'bondi');
    const snapshot = () => databaseSnapshot(context.db);
    const before = await snapshot();
    const line = books.line(BONDI);
    const cases: [string, Record<string, unknown>, number, string, string?][] = [
      [
        'another user’s invoice',
        { kind: 'invoice-payment', allocations: [{ invoice_id: theirs, amount: '100' }] },
        404,
        '',
      ],
      [
        'a voided invoice',
        { kind: 'invoice-payment', allocations: [{ invoice_id: voided, amount: '100' }] },
        422,
        'allocation_invoice_voided',
        'allocations.0.invoice_id',
      ],
      [
        'more than the invoice owes',
        { kind: 'invoice-payment', allocations: [{ invoice_id: open, amount: '1200' }] },
        422,
        'payment_more_than_due',
        'allocations.0.amount',
      ],
      [
        'more than the line',
        {
          kind: 'invoice-payment',
          allocations: [
            { invoice_id: open, amount: '1100' },
            { invoice_id: voided, amount: '1100.01' },
          ],
        },
        422,
        'allocations_over_line',
        'allocations',
      ],
      [
        'an invoice twice',
        {
          kind: 'invoice-payment',
          allocations: [
            { invoice_id: open, amount: '1' },
            { invoice_id: open, amount: '1' },
          ],
        },
        422,
        'allocation_invoice_duplicate',
        'allocations.1.invoice_id',
      ],
      [
        'no invoice',
        { kind: 'invoice-payment', allocations: [] },
        422,
        'allocations_required',
        'allocations',
      ],
      [
        'money in as an expense',
        { kind: 'expense', supplier_name: 'X', category: 'other' },
        422,
        'reconcile_wrong_direction',
        'kind',
      ],
      ['no kind', {}, 422, 'reconcile_kind_invalid', 'kind'],
      ['a kind of nothing', { kind: 'gift' }, 422, 'reconcile_kind_invalid', 'kind'],
    ];
    for (const [what, attributes, status, code, field] of cases) {
      const response = await reconcile(books, line, attributes);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      if (code) expect(response.json().errors[0], what).toMatchObject({ code });
      if (field) expect(response.json().errors[0].source.pointer, what).toBe(`/data/attributes/${field}`);
    }
    const debit = await reconcile(books, books.line(ACME), {
      kind: 'invoice-payment',
      allocations: [{ invoice_id: open, amount: '1' }],
    });
    expect(debit.json().errors[0]).toMatchObject({ code: 'reconcile_wrong_direction' });
    const gstTooLarge = await reconcile(books, books.line(ACME), {
      kind: 'expense',
      supplier_name: 'Acme',
      category: 'other',
      gst: '30.01',
    });
    expect(gstTooLarge.json().errors[0]).toMatchObject({ code: 'expense_gst_too_large' });
    // Another user's line is not there, for a decision or its undo.
    const theirLine = stranger.line(BONDI);
    expect((await reconcile(books, theirLine, { kind: 'contribution' })).statusCode).toBe(404);
    expect((await undoReconcile(books, theirLine)).statusCode).toBe(404);
    expect((await reconcile(books, '999999999', { kind: 'contribution' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('a decision in a lodged BAS period asks first (409 period_locked), then goes through when confirmed', async () => {
    const books = await bankBooks(use());
    const id = await bankBooksInvoice(books, 'INV-0043', 'manly');
    const lodged = await books.client.post(
      `/api/v1/companies/${books.companyId}/bas-periods/2026-Q1/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    const decision = { kind: 'invoice-payment', allocations: [{ invoice_id: id, amount: '500.00' }] };
    const refused = await reconcile(books, books.line(MANLY), decision);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'period_locked', meta: { period: '2026-Q1' } });
    expect(await lineOf(books, books.line(MANLY))).toMatchObject({ status: 'unreconciled' });
    const confirmed = await reconcile(books, books.line(MANLY), decision, '?confirm=locked-period');
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await undoReconcile(books, books.line(MANLY))).statusCode).toBe(409);
    expect((await undoReconcile(books, books.line(MANLY), '?confirm=locked-period')).statusCode).toBe(204);
    // A transfer changes no period's figures: nothing to ask.
    expect((await reconcile(books, books.line(ATO), { kind: 'ato-payment' })).statusCode).toBe(201);
  });
});
