import { addDays, todayIn } from '@sorted/core/dates/calendar';
import { expect, it } from 'vitest';
import { rebuildInvoiceTotals } from '../../books/invoice-totals.repository.ts';
import { ledgerTotalsOf, rebuildLedgerTotals } from '../../books/ledger-totals.repository.ts';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Adjustment notes (issue 18): a GST-registered business reduces or cancels a tax invoice it issued; the
// invoice's balance, the dashboard, the client's totals and the BAS follow.

interface Setup {
  client: TestClient;
  userId: number;
  companyId: string;
  customerId: string;
}

async function setUp(context: TestApp, options: { gst?: boolean; basis?: 'cash' | 'accruals' } = {}) {
  const { client, id } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: options.gst ?? true,
        gst_registered_from: '2020-01-01',
        ...(options.basis ? { bas_accounting_basis: options.basis } : {}),
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Bondi Bakery', abn: '53 004 085 616' } },
  });
  return { client, userId: id, companyId: company.json().data.id, customerId: customer.json().data.id };
}

/** An invoice of $1,100 ($100 of it GST, when registered), issued 3 Dec 2025 and due on the 17th. */
async function newInvoice(setup: Setup, name = 'INV-0007'): Promise<string> {
  const response = await setup.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: '2025-12-03',
        due_date: '2025-12-17',
        items: [{ name: 'Hot water system', quantity: 1, price: '1000.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const note = (setup: Setup, id: string, attributes: Record<string, unknown>, query = '') =>
  setup.client.post(`/api/v1/invoices/${id}/adjustment-notes${query}`, {
    data: {
      type: 'adjustmentNotes',
      attributes: { issued_on: '2025-12-10', reason: 'Discount', ...attributes },
    },
  });

const pay = (setup: Setup, id: string, paid_on: string, amount: string) =>
  setup.client.post(`/api/v1/invoices/${id}/payments`, {
    data: { type: 'invoicePayments', attributes: { paid_on, amount, method: 'cash' } },
  });

const invoiceOf = async (setup: Setup, id: string) =>
  (await setup.client.get(`/api/v1/invoices/${id}`)).json().data.attributes;

/** The records behind a figure of a period: date, reference, amount and GST. */
const basRecords = async (setup: Setup, key: string, figure: 'g1' | '1a') =>
  (await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/${key}/records?figure=${figure}`))
    .json()
    .data.map((record: { attributes: Record<string, string> }) => [
      record.attributes.date,
      record.attributes.reference,
      record.attributes.amount,
      record.attributes.gst,
    ]);

const basQuarter = async (setup: Setup, key: string) =>
  (await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/${key}`)).json().data.attributes
    .figures;

/** The kept totals equal a rebuild from the records. */
async function expectTotalsRebuildTheSame(context: TestApp, userId: number) {
  const { kysely } = context.db;
  const dashboard = async () => ({
    months: (
      await kysely.selectFrom('invoice_month_totals').selectAll().where('user_id', '=', userId).execute()
    )
      .map((row) => [row.month, Number(row.paid_count), Number(row.paid_cents)])
      .filter(([, count, cents]) => count !== 0 || cents !== 0),
    dues: (await kysely.selectFrom('invoice_due_totals').selectAll().where('user_id', '=', userId).execute())
      .map((row) => [row.due_date, Number(row.unpaid_count), Number(row.unpaid_cents)])
      .filter(([, count, cents]) => count !== 0 || cents !== 0),
  });
  const kept = { ledger: await ledgerTotalsOf(kysely, userId), dashboard: await dashboard() };
  await rebuildInvoiceTotals(kysely, userId);
  await rebuildLedgerTotals(kysely, userId);
  expect({ ledger: await ledgerTotalsOf(kysely, userId), dashboard: await dashboard() }).toEqual(kept);
}

describeOnEachDatabase('adjustment notes', (use) => {
  it('a reduction is numbered, takes its GST share off, and lowers the balance, the client and the BAS', async () => {
    const setup = await setUp(use(), { basis: 'accruals' });
    const id = await newInvoice(setup);
    const first = await note(setup, id, { kind: 'reduce', amount: '110.00', reason: 'Loyalty discount' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      data: {
        type: 'adjustmentNotes',
        attributes: {
          number: 'AN-0001',
          issued_on: '2025-12-10',
          kind: 'reduce',
          reason: 'Loyalty discount',
          amount: '110.00',
          gst: '10.00',
        },
        relationships: { invoice: { data: { type: 'invoices', id } } },
      },
      meta: {
        adjusted: '110.00',
        remaining: '990.00',
        balance_due: '990.00',
        credit_owed: '0.00',
        status: 0,
      },
    });
    expect(await invoiceOf(setup, id)).toMatchObject({
      total: '1100.00',
      adjusted: '110.00',
      balance_due: '990.00',
      credit_owed: '0.00',
      display_status: expect.any(String),
    });
    // The client's outstanding and the dashboard's follow.
    const client = await setup.client.get(`/api/v1/customers/${setup.customerId}?include=invoices`);
    expect(client.json().meta.invoices).toMatchObject({ received: '0.00', outstanding: '990.00' });
    const dashboard = (await setup.client.get('/api/v1/dashboard/summary?period=monthly')).json().data
      .attributes;
    expect(dashboard.outstanding).toMatchObject({ amount: '990.00', count: 1 });
    // Accruals: the sale in December, and the decreasing adjustment in the note's month.
    expect(await basQuarter(setup, '2025-Q4')).toMatchObject({ g1: '990.00', gst_on_sales: '90.00' });

    // A second note on another invoice of the business takes the next number; a payment of the adjusted
    // balance pays the invoice in full.
    const other = await newInvoice(setup, 'INV-0008');
    expect(
      (await note(setup, other, { kind: 'cancel', reason: 'Job cancelled' })).json().data.attributes,
    ).toMatchObject({
      number: 'AN-0002',
      amount: '1100.00',
      gst: '100.00',
    });
    expect(await invoiceOf(setup, other)).toMatchObject({
      status: 1,
      balance_due: '0.00',
      display_status: 'Paid',
    });
    expect((await pay(setup, id, '2025-12-12', '990.01')).statusCode).toBe(422);
    expect((await pay(setup, id, '2025-12-12', '990.00')).statusCode).toBe(201);
    expect(await invoiceOf(setup, id)).toMatchObject({
      status: 1,
      balance_due: '0.00',
      payment_state: 'paid',
    });
    expect(await basQuarter(setup, '2025-Q4')).toMatchObject({ g1: '990.00', gst_on_sales: '90.00' });
    // The drill-down: the invoices, then the notes that take some off.
    expect(await basRecords(setup, '2025-Q4', 'g1')).toEqual([
      ['2025-12-03', 'INV-0007', '1100.00', '100.00'],
      ['2025-12-03', 'INV-0008', '1100.00', '100.00'],
      ['2025-12-10', 'AN-0001 (INV-0007)', '-110.00', '-10.00'],
      ['2025-12-10', 'AN-0002 (INV-0008)', '-1100.00', '-100.00'],
    ]);
    await expectTotalsRebuildTheSame(use(), setup.userId);

    const list = (await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json();
    expect(list.data.map((entry: { attributes: { number: string } }) => entry.attributes.number)).toEqual([
      'AN-0001',
    ]);
    expect(list.meta).toMatchObject({ adjusted: '110.00', amount_paid: '990.00', balance_due: '0.00' });
  });

  it("the accountant's invoice CSV shows what notes took off and the balance after them", async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    expect((await pay(setup, id, '2025-12-05', '500.00')).statusCode).toBe(201);
    expect((await note(setup, id, { kind: 'reduce', amount: '220.00' })).statusCode).toBe(201);
    const csv = await setup.client.get('/api/v1/exports/invoices.csv?from=2025-12-01&to=2025-12-31');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('Total,Adjusted,Amount paid,Balance due,Status');
    expect(row).toContain('1000.00,100.00,1100.00,220.00,500.00,380.00,Partly paid,');
  });

  it('cancelling the rest after a reduction takes what remains; nothing is left to cancel after', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    expect((await note(setup, id, { kind: 'reduce', amount: '0.06' })).json().data.attributes.gst).toBe(
      '0.01',
    );
    const rest = await note(setup, id, { kind: 'cancel', reason: 'Cancelled' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.attributes).toMatchObject({ amount: '1099.94', gst: '99.99' });
    expect(rest.json().meta).toMatchObject({ adjusted: '1100.00', balance_due: '0.00', status: 1 });
    const again = await note(setup, id, { kind: 'cancel' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/kind' },
      code: 'adjustment_more_than_remaining',
    });
    await expectTotalsRebuildTheSame(use(), setup.userId);
  });

  it('a note on a paid invoice leaves a credit owed, not a negative balance or overdue; the cash BAS takes it off in its month', async () => {
    const setup = await setUp(use(), { basis: 'cash' });
    const id = await newInvoice(setup);
    expect((await pay(setup, id, '2025-12-05', '1100.00')).statusCode).toBe(201);
    const issued = await note(setup, id, { kind: 'reduce', amount: '220.00', issued_on: '2026-01-04' });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(await invoiceOf(setup, id)).toMatchObject({
      status: 1,
      display_status: 'Paid',
      balance_due: '0.00',
      credit_owed: '220.00',
      adjusted: '220.00',
    });
    expect(await basQuarter(setup, '2025-Q4')).toMatchObject({ g1: '1100.00', gst_on_sales: '100.00' });
    expect(await basQuarter(setup, '2026-Q1')).toMatchObject({ g1: '-220.00', gst_on_sales: '-20.00' });
    // The quarter's sums are below zero; the BAS labels never are: the $20 is reported at 1B.
    const reported = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q1`);
    expect(reported.json().data.attributes.labels).toEqual({
      g1: '0.00',
      gst_on_sales: '0.00',
      gst_on_purchases: '20.00',
      net: '-20.00',
    });
    expect(await basRecords(setup, '2026-Q1', '1a')).toEqual([
      ['2026-01-04', 'AN-0001 (INV-0007)', '-220.00', '-20.00'],
    ]);
    await expectTotalsRebuildTheSame(use(), setup.userId);
  });

  it('refuses amounts over what remains (naming it), bad input with pointers, and dates before the invoice; saves nothing', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const over = await note(setup, id, { kind: 'reduce', amount: '1100.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/amount' },
      code: 'adjustment_more_than_remaining',
      meta: { amount: '$1,100.00' },
    });
    const bad = await setup.client.post(`/api/v1/invoices/${id}/adjustment-notes`, {
      data: {
        type: 'adjustmentNotes',
        attributes: { kind: 'reduce', amount: '-3', reason: ' ', issued_on: 'soon' },
      },
    });
    expect(bad.statusCode).toBe(422);
    const pointers = bad.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/amount',
        '/data/attributes/reason',
        '/data/attributes/issued_on',
      ]),
    );
    const early = await note(setup, id, { kind: 'reduce', amount: '1.00', issued_on: '2025-12-02' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/issued_on' } });
    const german = await setup.client.post(
      `/api/v1/invoices/${id}/adjustment-notes`,
      {
        data: {
          type: 'adjustmentNotes',
          attributes: { kind: 'reduce', amount: '2000', reason: 'x', issued_on: '2025-12-10' },
        },
      },
      { 'accept-language': 'de' },
    );
    expect(german.json().errors[0].detail).toBe(
      'Die Korrektur ist höher als die $1,100.00, die auf dieser Rechnung verbleiben.',
    );
    expect((await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json().data).toEqual([]);
    expect((await invoiceOf(setup, id)).adjusted).toBe('0.00');
  });

  it('refuses a note dated after today in the app’s time zone, under its date, in the person’s language; saves nothing', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const today = todayIn(use().config.timeZone);
    const tomorrow = await note(setup, id, { kind: 'reduce', amount: '10.00', issued_on: addDays(today, 1) });
    expect(tomorrow.statusCode, tomorrow.body).toBe(422);
    expect(tomorrow.json().errors).toEqual([
      expect.objectContaining({
        code: 'date_after_today',
        detail: 'The date cannot be after today.',
        source: { pointer: '/data/attributes/issued_on' },
      }),
    ]);
    const spanish = await setup.client.post(
      `/api/v1/invoices/${id}/adjustment-notes`,
      {
        data: {
          type: 'adjustmentNotes',
          attributes: { kind: 'cancel', reason: 'x', issued_on: addDays(today, 40) },
        },
      },
      { 'accept-language': 'es' },
    );
    expect(spanish.json().errors[0].detail).toBe('La fecha no puede ser posterior a hoy.');
    expect((await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json().data).toEqual([]);
    expect((await invoiceOf(setup, id)).adjusted).toBe('0.00');
    const issued = await note(setup, id, { kind: 'reduce', amount: '10.00', issued_on: today });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data.attributes).toMatchObject({ number: 'AN-0001', issued_on: today });
  });

  it('a business not registered for GST issues no adjustment notes', async () => {
    const setup = await setUp(use(), { gst: false });
    const id = await newInvoice(setup);
    const refused = await note(setup, id, { kind: 'cancel' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ code: 'adjustment_not_gst_registered' });
    expect(refused.json().errors[0].detail).toContain('GST-registered businesses');
  });

  it('an invoice with notes keeps its amounts and is never deleted; voiding it takes it and its notes out of the totals', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    await note(setup, id, { kind: 'reduce', amount: '100.00' });
    const edit = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: {
        type: 'invoices',
        id,
        attributes: {
          name: 'INV-0007',
          invoice_date: '2025-12-03',
          due_date: '2025-12-17',
          items: [{ name: 'Hot water system', quantity: 1, price: '900.00' }],
        },
        relationships: {
          company: { data: { type: 'companies', id: setup.companyId } },
          customer: { data: { type: 'customers', id: setup.customerId } },
        },
      },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors[0].code).toBe('invoice_has_adjustments');
    // Issued: a delete is refused and the note stays; a void keeps both, counted nowhere.
    const deleted = await setup.client.delete(`/api/v1/invoices/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().errors[0].code).toBe('invoice_issued');
    expect((await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json().data).toHaveLength(1);
    const voided = await setup.client.post(`/api/v1/invoices/${id}/void`, {
      data: { type: 'invoices', attributes: { reason: 'Billed in error' } },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.attributes.display_status).toBe('Void');
    expect((await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json().data).toHaveLength(1);
    expect(await ledgerTotalsOf(use().db.kysely, setup.userId)).toEqual({ months: [], categories: [] });
    await expectTotalsRebuildTheSame(use(), setup.userId);
  });

  it('a note number is never taken again, even when the newest note went with its voided invoice', async () => {
    const setup = await setUp(use());
    const first = await newInvoice(setup, 'INV-0001');
    await note(setup, first, { kind: 'reduce', amount: '10.00' });
    await setup.client.post(`/api/v1/invoices/${first}/void`, {
      data: { type: 'invoices', attributes: { reason: 'Duplicate' } },
    });
    const second = await newInvoice(setup, 'INV-0002');
    const next = await note(setup, second, { kind: 'reduce', amount: '10.00' });
    expect(next.json().data.attributes.number).toBe('AN-0002');
  });

  it('notes issued at once on one business take distinct numbers and never take more than remains', async () => {
    const setup = await setUp(use());
    const first = await newInvoice(setup, 'INV-0001');
    const second = await newInvoice(setup, 'INV-0002');
    const answers = await Promise.all([
      note(setup, first, { kind: 'reduce', amount: '600.00' }),
      note(setup, first, { kind: 'reduce', amount: '600.00' }),
      note(setup, second, { kind: 'cancel' }),
      note(setup, second, { kind: 'reduce', amount: '10.00' }),
      note(setup, first, { kind: 'reduce', amount: '1.00' }),
    ]);
    const issued = answers.filter((answer) => answer.statusCode === 201);
    for (const answer of answers) expect([201, 422], answer.body).toContain(answer.statusCode);
    const numbers = issued.map((answer) => answer.json().data.attributes.number).sort();
    expect(numbers).toEqual(numbers.map((_, index) => `AN-${String(index + 1).padStart(4, '0')}`));
    for (const id of [first, second]) {
      const invoice = await invoiceOf(setup, id);
      expect(Number(invoice.adjusted)).toBeLessThanOrEqual(1100);
    }
    await expectTotalsRebuildTheSame(use(), setup.userId);
  });

  it("another user's invoice or note is not found", async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const noteId = (await note(setup, id, { kind: 'reduce', amount: '1.00' })).json().data.id;
    const stranger = await setUp(use());
    expect((await stranger.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).statusCode).toBe(404);
    expect((await note(stranger, id, { kind: 'cancel' })).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/adjustment-notes/${noteId}/pdf`)).statusCode).toBe(404);
    expect((await invoiceOf(setup, id)).adjusted).toBe('1.00');
  });

  it('a note dated in a lodged BAS period needs confirming', async () => {
    const setup = await setUp(use());
    const response = await setup.client.post('/api/v1/invoices', {
      data: {
        type: 'invoices',
        attributes: {
          name: 'INV-0001',
          invoice_date: '2025-08-01',
          due_date: '2025-08-15',
          items: [{ name: 'Labour', quantity: 1, price: '100.00' }],
        },
        relationships: {
          company: { data: { type: 'companies', id: setup.companyId } },
          customer: { data: { type: 'customers', id: setup.customerId } },
        },
      },
    });
    const id = response.json().data.id;
    const lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q3/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    const locked = await note(setup, id, { kind: 'cancel', issued_on: '2025-09-30' });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().errors[0].code).toBe('period_locked');
    expect((await setup.client.get(`/api/v1/invoices/${id}/adjustment-notes`)).json().data).toEqual([]);
    const confirmed = await note(
      setup,
      id,
      { kind: 'cancel', issued_on: '2025-09-30' },
      '?confirm=locked-period',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it("removing a payment that a note's credit came from needs confirming when the note's period is lodged", async () => {
    const setup = await setUp(use());
    const response = await setup.client.post('/api/v1/invoices', {
      data: {
        type: 'invoices',
        attributes: {
          name: 'INV-0001',
          invoice_date: '2025-08-01',
          due_date: '2025-08-15',
          items: [{ name: 'Labour', quantity: 1, price: '100.00' }],
        },
        relationships: {
          company: { data: { type: 'companies', id: setup.companyId } },
          customer: { data: { type: 'customers', id: setup.customerId } },
        },
      },
    });
    const id = response.json().data.id;
    const paymentId = (await pay(setup, id, '2025-08-05', '110.00')).json().data.id;
    expect(
      (await note(setup, id, { kind: 'reduce', amount: '11.00', issued_on: '2025-10-10' })).statusCode,
    ).toBe(201);
    const lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q4/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    // The payment's own month is open; the credit it leaves counts in October, which is lodged.
    const removal = await setup.client.delete(`/api/v1/invoices/${id}/payments/${paymentId}`);
    expect(removal.statusCode, removal.body).toBe(409);
    const unpaid = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', id, attributes: { status: 0 } },
    });
    expect(unpaid.statusCode).toBe(409);
    // So does a note dated before the lodged one: it changes the credit counted in October.
    expect(
      (await note(setup, id, { kind: 'reduce', amount: '1.00', issued_on: '2025-09-01' })).statusCode,
    ).toBe(409);
    expect(
      (await setup.client.delete(`/api/v1/invoices/${id}/payments/${paymentId}?confirm=locked-period`))
        .statusCode,
    ).toBe(200);
    await expectTotalsRebuildTheSame(use(), setup.userId);
  });

  it('the PDF says Adjustment Note, the parties, the invoice it adjusts, the reason and the GST', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const noteId = (
      await note(setup, id, { kind: 'reduce', amount: '110.00', reason: 'Tap not fitted' })
    ).json().data.id;
    const response = await setup.client.get(`/api/v1/adjustment-notes/${noteId}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('AN-0001.pdf');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Adjustment Note',
      'AN-0001',
      'Date of issue 10/12/2025',
      'Sorted Plumbing',
      'ABN 51 824 753 556',
      'Bondi Bakery',
      'Adjusts tax invoice INV-0007 of 03/12/2025',
      'Tap not fitted',
      'Adjustment (incl. GST) -$110.00',
      'GST adjusted -$10.00',
      'Invoice total after this adjustment $990.00',
    ]) {
      expect(text).toContain(expected);
    }
    const german = await setup.client.get(`/api/v1/adjustment-notes/${noteId}/pdf`, {
      'accept-language': 'de',
    });
    const germanText = pdfText(german.rawPayload).replace(/\s+/g, ' ');
    expect(germanText).toContain('Adjustment Note');
    expect(germanText).toContain('Korrekturbeleg');
    expect(germanText).toContain('Korrigiert die Steuerrechnung INV-0007');
  });
});
