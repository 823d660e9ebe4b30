import { expect, it } from 'vitest';
import { ledgerTotalsOf, rebuildLedgerTotals } from '../../books/ledger-totals.repository.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { HEIC, multipart, PDF, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

async function business(client: TestClient, gstRegistered: boolean): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: gstRegistered ? 'Registered Co' : 'Small Co',
        abn: '51 824 753 556',
        gst_registered: gstRegistered,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const expense = (companyId: string, attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'expenses',
    attributes: {
      expense_date: '2026-08-03',
      supplier_name: 'Bunnings Warehouse',
      category: 'tools-equipment',
      amount: '110.00',
      paid_date: '2026-08-03',
      ...attributes,
    },
    relationships: { company: { data: { type: 'companies', id: companyId } } },
  },
});

async function create(client: TestClient, companyId: string, attributes: Record<string, unknown> = {}) {
  const response = await client.post('/api/v1/expenses', expense(companyId, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

const upload = (client: TestClient, id: string, bytes: Buffer, name = 'receipt.png', type = 'image/png') => {
  const { body, contentType } = multipart('receipt', name, type, bytes);
  return client.put(`/api/v1/expenses/${id}/receipt`, body, { 'content-type': contentType });
};

/** The ledger's totals as kept by the writes equal a recount from the records. */
async function expectLedgerRight(context: TestApp, userId: number) {
  const kept = await ledgerTotalsOf(context.db.kysely, userId);
  await rebuildLedgerTotals(context.db.kysely, userId);
  expect(await ledgerTotalsOf(context.db.kysely, userId)).toEqual(kept);
  return kept;
}

describeOnEachDatabase('expenses', (use) => {
  it('a registered business’s expense holds 1/11 GST unless told otherwise; credits and deductions follow business use', async () => {
    const { client, id: userId } = await signedInUser(use());
    const companyId = await business(client, true);
    const drill = await create(client, companyId, { supplier_abn: '51 824 753 556', description: 'Drill' });
    expect(drill.attributes).toMatchObject({
      amount: '110.00',
      gst: '10.00',
      gst_credit: '10.00',
      deductible: '100.00',
      business_use_percent: 100,
      supplier_abn: '51824753556',
      supplier_abn_formatted: '51 824 753 556',
      receipt: null,
    });
    const phone = await create(client, companyId, {
      category: 'phone-internet',
      amount: '1,000.00',
      gst: '90.91',
      business_use_percent: 60,
    });
    expect(phone.attributes).toMatchObject({ gst: '90.91', gst_credit: '54.55', deductible: '545.45' });
    const gstFree = await create(client, companyId, { category: 'bank-fees', amount: '12.00', gst: '0' });
    expect(gstFree.attributes).toMatchObject({ gst: '0.00', deductible: '12.00' });

    const totals = await expectLedgerRight(use(), userId);
    expect(totals.months).toEqual(
      ['accruals', 'cash'].map((basis) => ({
        company_id: Number(companyId),
        basis,
        month: '2026-08',
        sales_cents: 0,
        gst_on_sales_cents: 0,
        gst_on_purchases_cents: 10_00 + 54_55,
      })),
    );
  });

  it('a business not registered for GST claims none, whatever the form says', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, false);
    const created = await create(client, companyId, { gst: '10.00' });
    expect(created.attributes).toMatchObject({ gst: '0.00', gst_credit: '0.00', deductible: '110.00' });
  });

  it('a bill counts on the cash basis once it is paid', async () => {
    const { client, id: userId } = await signedInUser(use());
    const companyId = await business(client, true);
    const bill = await create(client, companyId, { paid_date: null, due_date: '2026-09-01' });
    expect(bill.attributes).toMatchObject({ paid_date: null, due_date: '2026-09-01' });
    let totals = await expectLedgerRight(use(), userId);
    expect(totals.months.map((row) => row.basis)).toEqual(['accruals']);

    const paid = await client.patch(
      `/api/v1/expenses/${bill.id}`,
      expense(companyId, { paid_date: '2026-09-10', due_date: '2026-09-01' }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // Once paid, the due date is no longer kept.
    expect(paid.json().data.attributes).toMatchObject({ paid_date: '2026-09-10', due_date: null });
    totals = await expectLedgerRight(use(), userId);
    expect(totals.months.map((row) => [row.basis, row.month])).toEqual([
      ['accruals', '2026-08'],
      ['cash', '2026-09'],
    ]);
    expect(totals.categories.map((row) => [row.basis, row.month, row.deductible_cents])).toEqual([
      ['accruals', '2026-08', 100_00],
      ['cash', '2026-09', 100_00],
    ]);

    expect((await client.delete(`/api/v1/expenses/${bill.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/expenses/${bill.id}`)).statusCode).toBe(404);
    totals = await expectLedgerRight(use(), userId);
    expect(totals).toEqual({ months: [], categories: [] });
  });

  it.each([
    [{ amount: '' }, 'amount', 'expense_amount_min'],
    [{ amount: '0' }, 'amount', 'expense_amount_min'],
    [{ amount: '110', gst: '10.01' }, 'gst', 'expense_gst_too_large'],
    [{ category: 'yachts' }, 'category', 'expense_category_invalid'],
    [{ supplier_name: ' ' }, 'supplier_name', 'supplier_name_required'],
    [{ supplier_abn: '51 824 753 557' }, 'supplier_abn', 'abn_invalid'],
    [{ expense_date: '2026-02-30' }, 'expense_date', 'date_invalid'],
    [{ paid_date: null }, 'due_date', 'bill_due_date_required'],
    [{ business_use_percent: 0 }, 'business_use_percent', 'business_use_invalid'],
    [{ business_use_percent: 101 }, 'business_use_percent', 'business_use_invalid'],
  ])('refuses %j with a pointer at %s', async (attributes, field, code) => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, true);
    const response = await client.post('/api/v1/expenses', expense(companyId, attributes));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ code, source: { pointer: `/data/attributes/${field}` } }),
    );
    expect((await client.get('/api/v1/expenses')).json().data).toEqual([]);
  });

  it('keeps the paid date it is sent, never today: a late receipt stays in its own quarter', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, true);
    // Entered in November, incurred and paid in June: the paid date is June's, as sent.
    const late = await create(client, companyId, { expense_date: '2026-06-28', paid_date: '2026-06-28' });
    expect(late.attributes).toMatchObject({ expense_date: '2026-06-28', paid_date: '2026-06-28' });
    // No paid date is no paid expense: the schema reads it as a bill, which needs its due date. The
    // expense is not marked paid today instead.
    const left = await client.patch(`/api/v1/expenses/${late.id}`, {
      data: {
        type: 'expenses',
        attributes: {
          ...expense(companyId).data.attributes,
          expense_date: '2026-06-28',
          paid_date: undefined,
        },
        relationships: { company: { data: { type: 'companies', id: companyId } } },
      },
    });
    expect(left.statusCode, left.body).toBe(422);
    expect(left.json().errors[0]).toMatchObject({
      code: 'bill_due_date_required',
      source: { pointer: '/data/attributes/due_date' },
    });
    expect((await client.get(`/api/v1/expenses/${late.id}`)).json().data.attributes).toMatchObject({
      paid_date: '2026-06-28',
    });
  });

  it('totals the GST credits by each business’s basis: a bill on the cash basis once paid, none unregistered', async () => {
    const { client } = await signedInUser(use());
    const company = async (attributes: Record<string, unknown>) => {
      const response = await client.post('/api/v1/companies', {
        data: { type: 'companies', attributes: { name: 'Co', abn: '51 824 753 556', ...attributes } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const cash = await company({
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      bas_accounting_basis: 'cash',
    });
    const accruals = await company({
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      bas_accounting_basis: 'accruals',
    });
    // Registered when its expense was entered (so it holds GST), no longer registered now.
    const former = await company({
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      bas_accounting_basis: 'accruals',
    });
    const bill = { amount: '220.00', paid_date: null, due_date: '2026-09-01' };
    await create(client, cash, {});
    const cashBill = await create(client, cash, bill);
    await create(client, accruals, {});
    await create(client, accruals, bill);
    await create(client, former, {});
    const deregistered = await client.patch(`/api/v1/companies/${former}`, {
      data: {
        type: 'companies',
        id: former,
        attributes: { name: 'Co', email: 'books@co.test', abn: '51 824 753 556', gst_registered: false },
      },
    });
    expect(deregistered.statusCode, deregistered.body).toBe(200);

    const totals = async (query = '') => {
      const response = await client.get(`/api/v1/expenses?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().meta.totals as Record<string, unknown>;
    };
    // $10 of each paid expense's GST and $20 of each bill's: the cash basis's bill and the former
    // registration's expense give none.
    expect(await totals()).toMatchObject({ count: 5, gst: '70.00', gst_credit: '40.00' });
    expect(await totals(`filter[company_id]=${cash}`)).toMatchObject({ gst: '30.00', gst_credit: '10.00' });
    expect(await totals(`filter[company_id]=${accruals}`)).toMatchObject({
      gst: '30.00',
      gst_credit: '30.00',
    });
    expect(await totals(`filter[company_id]=${former}`)).toMatchObject({ gst: '10.00', gst_credit: '0.00' });

    // Paid in September, the cash basis's August bill counts in a period of expense dates that holds it.
    const august = `filter[company_id]=${cash}&filter[from]=2026-08-01&filter[to]=2026-08-31`;
    expect(await totals(august)).toMatchObject({ count: 2, gst_credit: '10.00' });
    const paid = await client.patch(
      `/api/v1/expenses/${cashBill.id}`,
      expense(cash, { ...bill, paid_date: '2026-09-10' }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await totals(august)).toMatchObject({ count: 2, gst_credit: '30.00' });
    expect(await totals()).toMatchObject({ gst_credit: '60.00' });
  });

  it('an expense must belong to one of the user’s own businesses', async () => {
    const { client } = await signedInUser(use());
    const stranger = await signedInUser(use());
    const theirs = await business(stranger.client, true);
    for (const body of [
      expense(theirs),
      { data: { type: 'expenses', attributes: expense(theirs).data.attributes } },
    ]) {
      const response = await client.post('/api/v1/expenses', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[0].source).toEqual({ pointer: '/data/relationships/company' });
    }
    expect((await stranger.client.get('/api/v1/expenses')).json().meta.totals.count).toBe(0);
  });

  it('lists with search, category, period and business filters, totals over all that match, and pages', async () => {
    const { client } = await signedInUser(use());
    const registered = await business(client, true);
    const small = await business(client, false);
    await create(client, registered, {
      supplier_name: 'Officeworks',
      category: 'tools-equipment',
      amount: '55.00',
    });
    await create(client, registered, {
      supplier_name: 'Telstra',
      supplier_abn: '33 051 775 556',
      category: 'phone-internet',
      amount: '110.00',
      business_use_percent: 50,
      expense_date: '2026-09-15',
    });
    await create(client, small, {
      supplier_name: 'Ampol',
      category: 'motor-vehicle',
      expense_date: '2026-10-01',
    });
    const list = async (query: string) => {
      const response = await client.get(`/api/v1/expenses?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: Array<{ attributes: { supplier_name: string } }>;
        meta: { page: { total: number }; totals: Record<string, unknown> };
      };
    };
    const suppliers = (document: Awaited<ReturnType<typeof list>>) =>
      document.data.map((row) => row.attributes.supplier_name);

    const all = await list('');
    expect(suppliers(all)).toEqual(['Ampol', 'Telstra', 'Officeworks']);
    expect(all.meta.totals).toEqual({
      count: 3,
      amount: '275.00',
      gst: '15.00',
      gst_credit: '10.00',
      deductible: '210.00',
    });
    expect(suppliers(await list('filter[search]=TELS'))).toEqual(['Telstra']);
    expect(suppliers(await list('filter[search]=33051'))).toEqual(['Telstra']);
    expect(suppliers(await list('filter[category]=motor-vehicle'))).toEqual(['Ampol']);
    expect(suppliers(await list('filter[from]=2026-09-01&filter[to]=2026-09-30'))).toEqual(['Telstra']);
    expect(suppliers(await list(`filter[company_id]=${small}`))).toEqual(['Ampol']);
    // By amount, then by age: 55.00, then the two of 110.00 in the order they were made.
    const page = await list('page[size]=1&page[number]=2&sort=amount');
    expect(suppliers(page)).toEqual(['Telstra']);
    expect(page.meta.page.total).toBe(3);
    // A filter that cannot be one is refused, not ignored.
    for (const query of ['filter[category]=yachts', 'filter[from]=2026-13-01', 'sort=-created_at']) {
      expect((await client.get(`/api/v1/expenses?${query}`)).statusCode).toBe(400);
    }
  });

  it('another user’s expense answers like a missing one, for every route', async () => {
    const { client } = await signedInUser(use());
    const owner = await signedInUser(use());
    const companyId = await business(owner.client, true);
    const theirs = await create(owner.client, companyId);
    expect((await upload(owner.client, theirs.id, PNG)).statusCode).toBe(200);
    const mine = await business(client, true);
    const url = `/api/v1/expenses/${theirs.id}`;
    expect((await client.get(url)).statusCode).toBe(404);
    expect((await client.patch(url, expense(mine))).statusCode).toBe(404);
    expect((await client.delete(url)).statusCode).toBe(404);
    expect((await client.get(`${url}/receipt`)).statusCode).toBe(404);
    expect((await upload(client, theirs.id, PNG)).statusCode).toBe(404);
    expect((await client.delete(`${url}/receipt`)).statusCode).toBe(404);
    expect((await client.get('/api/v1/expenses')).json().data).toEqual([]);
    // Nothing of theirs changed.
    const after = (await owner.client.get(url)).json().data.attributes;
    expect(after.amount).toBe('110.00');
    expect(after.receipt).not.toBeNull();
  });

  it('keeps a receipt, serves it only to its owner under a strict policy, and replaces or removes it only after the years records are kept', async () => {
    const { client, id: userId } = await signedInUser(use());
    const companyId = await business(client, true);
    const created = await create(client, companyId);
    const uploaded = await upload(client, created.id, PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const receipt = uploaded.json().data.attributes.receipt;
    expect(receipt).toEqual({
      url: `/api/v1/expenses/${created.id}/receipt`,
      content_type: 'image/png',
      byte_size: expect.any(Number),
      kept_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Five years from the day it was stored (a sole trader's records).
    const storedYear = Number(new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 4));
    expect(Number(receipt.kept_until.slice(0, 4))).toBe(storedYear + 5);
    const file = await client.get(`/api/v1/expenses/${created.id}/receipt`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['content-disposition']).toBe('inline');
    const stored = () =>
      use()
        .db.kysely.selectFrom('stored_files')
        .select('id')
        .where('kind', '=', 'receipt')
        .where('user_id', '=', userId);

    // Inside those years the receipt can be neither replaced nor removed: it stays as it was.
    for (const refused of [
      await upload(client, created.id, PDF, 'receipt.pdf', 'application/pdf'),
      await client.delete(`/api/v1/expenses/${created.id}/receipt`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'receipt_kept',
        source: { pointer: '/data/attributes/receipt' },
        meta: { until: receipt.kept_until },
      });
    }
    expect((await client.get(`/api/v1/expenses/${created.id}`)).json().data.attributes.receipt).toEqual(
      receipt,
    );
    expect(await stored().execute()).toHaveLength(1);

    // An expense of July 2019 whose receipt was stored then: kept until 1 July 2024, so it may go now.
    await use()
      .db.kysely.updateTable('expenses')
      .set({ expense_date: '2019-07-01', paid_date: null })
      .where('id', '=', Number(created.id))
      .execute();
    await use()
      .db.kysely.updateTable('stored_files')
      .set({ created_at: '2019-07-01T00:00:00.000Z' })
      .where('kind', '=', 'receipt')
      .where('user_id', '=', userId)
      .execute();
    expect(
      (await client.get(`/api/v1/expenses/${created.id}`)).json().data.attributes.receipt.kept_until,
    ).toBe('2024-07-01');

    // A PDF is kept as it came; the PNG it replaces is gone from the store.
    const pdf = await upload(client, created.id, PDF, 'receipt.pdf', 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data.attributes.receipt.content_type).toBe('application/pdf');
    const pdfFile = await client.get(`/api/v1/expenses/${created.id}/receipt`);
    expect(Buffer.from(pdfFile.rawPayload)).toEqual(PDF);
    expect(pdfFile.headers['content-disposition']).toBe(`attachment; filename="receipt-${created.id}.pdf"`);
    // The store holds one receipt per expense: replacing removed the PNG.
    expect(await stored().execute()).toHaveLength(1);
    await use()
      .db.kysely.updateTable('stored_files')
      .set({ created_at: '2019-07-01T00:00:00.000Z' })
      .where('kind', '=', 'receipt')
      .where('user_id', '=', userId)
      .execute();

    const removed = await client.delete(`/api/v1/expenses/${created.id}/receipt`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.attributes.receipt).toBeNull();
    expect((await client.get(`/api/v1/expenses/${created.id}/receipt`)).statusCode).toBe(404);
    expect(await stored().execute()).toHaveLength(0);

    // Deleting the expense takes its receipt with it, whenever: a receipt is kept while its expense is.
    await upload(client, created.id, PNG);
    expect(await stored().execute()).toHaveLength(1);
    expect((await client.delete(`/api/v1/expenses/${created.id}`)).statusCode).toBe(204);
    expect(await stored().execute()).toHaveLength(0);
  });

  it('turns a HEIC photo into a JPEG a browser can show', async () => {
    const { client } = await signedInUser(use());
    const created = await create(client, await business(client, true));
    const response = await upload(client, created.id, HEIC, 'IMG_0042.HEIC', 'image/heic');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes.receipt.content_type).toBe('image/jpeg');
    const file = await client.get(`/api/v1/expenses/${created.id}/receipt`);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it.each([
    ['a page passed off as a photo', Buffer.from('<html><script>alert(1)</script></html>'), 'receipt_type'],
    ['a photo cut short', PNG.subarray(0, 20), 'receipt_type'],
    ['a HEIC cut short', HEIC.subarray(0, 200), 'receipt_type'],
    ['more than 10 MB', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'receipt_too_large'],
  ])('refuses %s under the receipt field', async (_label, bytes, code) => {
    const { client } = await signedInUser(use());
    const created = await create(client, await business(client, true));
    const response = await upload(client, created.id, bytes);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code,
      source: { pointer: '/data/attributes/receipt' },
    });
    expect((await client.get(`/api/v1/expenses/${created.id}`)).json().data.attributes.receipt).toBeNull();
  });

  it('moving an expense to another business moves its part of the totals', async () => {
    const { client, id: userId } = await signedInUser(use());
    const first = await business(client, true);
    const second = await business(client, true);
    const created = await create(client, first);
    const moved = await client.patch(`/api/v1/expenses/${created.id}`, expense(second, { amount: '220.00' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.relationships.company.data.id).toBe(second);
    const totals = await expectLedgerRight(use(), userId);
    expect(new Set(totals.months.map((row) => row.company_id))).toEqual(new Set([Number(second)]));
    expect(totals.months[0]?.gst_on_purchases_cents).toBe(20_00);
  });
});
