import { todayIn } from '@sorted/core/dates/calendar';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

interface Setup {
  client: TestClient;
  companyId: string;
  customerId: string;
  payIdId: string;
}

async function setUp(
  context: TestApp,
  options: { gstRegistered?: boolean; customerName?: string } = {},
): Promise<Setup> {
  const { client } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: options.gstRegistered ?? false,
        gst_registered_from: '2020-01-01',
        payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
      },
    },
  });
  const customer = await client.post('/api/v1/customers', {
    data: {
      type: 'customers',
      attributes: { name: options.customerName ?? 'Bondi Bakery', email: 'orders@bondi.test' },
    },
  });
  return {
    client,
    companyId: company.json().data.id,
    customerId: customer.json().data.id,
    payIdId: company.json().included[0].id,
  };
}

function invoice(setup: Setup, attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'invoices',
      attributes: {
        name: 'INV-0001',
        ref: 'PO-77',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        items: [
          { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00' },
          { name: 'Parts', quantity: 1, price: 45.5 },
        ],
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  };
}

async function create(setup: Setup, attributes: Record<string, unknown> = {}) {
  const response = await setup.client.post('/api/v1/invoices', invoice(setup, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

describeOnEachDatabase('invoices', (use) => {
  it('creates an invoice with two items and a PayID, working the amounts out itself', async () => {
    const setup = await setUp(use());
    const response = await setup.client.post(
      '/api/v1/invoices?include=items,customer,company.paymentDetail',
      invoice(setup, {
        amount: '1.00',
        payment_method: 'payid',
        payment_detail_id: setup.payIdId,
        note: 'Thanks!',
      }),
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document.data.attributes).toMatchObject({
      name: 'INV-0001',
      amount: '285.50',
      subtotal: '285.50',
      gst: '0.00',
      total: '285.50',
      status: 0,
      paid_date: null,
      payment_method: 'payid',
      payid: 'pay@sorted.test',
      payid_name: 'Sorted Plumbing Pty Ltd',
      note: 'Thanks!',
      customer_details: {
        name: 'Bondi Bakery',
        email: 'orders@bondi.test',
        abn: null,
        phone: null,
        address: null,
      },
    });
    const types = document.included.map((resource: { type: string }) => resource.type).sort();
    expect(types).toEqual(['companies', 'customers', 'invoiceItems', 'invoiceItems', 'paymentDetails']);
    const items = document.included.filter((resource: { type: string }) => resource.type === 'invoiceItems');
    expect(items.map((item: { attributes: unknown }) => item.attributes)).toEqual([
      {
        position: 0,
        name: 'Labour',
        description: 'Hot water system',
        quantity: '2',
        price: '120.00',
        taxable: true,
        amount: '240.00',
      },
      {
        position: 1,
        name: 'Parts',
        description: null,
        quantity: '1',
        price: '45.50',
        taxable: true,
        amount: '45.50',
      },
    ]);
  });

  it('adds GST for a registered business, exclusive or inclusive, to the cent', async () => {
    const setup = await setUp(use(), { gstRegistered: true });
    const exclusive = await create(setup, {
      name: 'INV-0001',
      items: [
        { name: 'Work', quantity: 1, price: '100.00' },
        { name: 'Fee', quantity: 1, price: '10.00', taxable: false },
      ],
    });
    expect(exclusive.attributes).toMatchObject({
      subtotal: '110.00',
      gst: '10.00',
      total: '120.00',
      gst_registered: true,
    });
    const inclusive = await create(setup, {
      name: 'INV-0002',
      prices_include_gst: true,
      items: [{ name: 'Work', quantity: 1, price: '10.00' }],
    });
    expect(inclusive.attributes).toMatchObject({
      subtotal: '9.09',
      gst: '0.91',
      total: '10.00',
      prices_include_gst: true,
    });
  });

  it.each([
    [{ name: '' }, '/data/attributes/name', 'Invoice number is required'],
    [{ items: [] }, '/data/attributes/items', 'At least one item is required'],
    [
      { items: [{ name: 'A', quantity: 0, price: 1 }] },
      '/data/attributes/items.0.quantity',
      'Quantity must be at least 1',
    ],
    [
      { items: [{ name: 'A', quantity: 1, price: 0 }] },
      '/data/attributes/items.0.price',
      'Price must be greater than 0',
    ],
    [
      { items: [{ name: 'x'.repeat(51), quantity: 1, price: 1 }] },
      '/data/attributes/items.0.name',
      'The item name may not be greater than 50 characters.',
    ],
    [
      { items: [{ name: 'A', description: 'x'.repeat(91), quantity: 1, price: 1 }] },
      '/data/attributes/items.0.description',
      'The item note may not be greater than 90 characters.',
    ],
    [
      { due_date: '2026-10-01' },
      '/data/attributes/due_date',
      'The due date cannot be before the invoice date.',
    ],
  ])('refuses %j with its message on %s, and saves nothing', async (attributes, pointer, detail) => {
    const setup = await setUp(use());
    const response = await setup.client.post('/api/v1/invoices', invoice(setup, attributes));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer } });
    expect((await setup.client.get('/api/v1/invoices')).json().meta.page.total).toBe(0);
  });

  it('reads "1,000" as a thousand and refuses more decimals than it keeps, on create and edit', async () => {
    const setup = await setUp(use());
    const created = await setup.client.post(
      '/api/v1/invoices?include=items',
      invoice(setup, { items: [{ name: 'Bricks', quantity: '1,000', price: '1,234.50' }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes.total).toBe('1234500.00');
    expect(created.json().included[0].attributes).toMatchObject({ quantity: '1000', price: '1234.50' });
    const { id } = created.json().data;
    const edit = (items: unknown[]) =>
      setup.client.patch(`/api/v1/invoices/${id}`, { data: { ...invoice(setup, { items }).data, id } });
    const edited = await edit([{ name: 'Bricks', quantity: '2,000', price: '1.00' }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.attributes.total).toBe('2000.00');

    for (const [item, pointer, code, detail] of [
      [
        { quantity: '1.0005', price: '1.00' },
        'items.0.quantity',
        'quantity_decimals',
        'Quantity can have at most 3 decimal places.',
      ],
      [
        { quantity: '1', price: '10.005' },
        'items.0.price',
        'price_decimals',
        'Price can have at most 2 decimal places.',
      ],
      [
        { quantity: '1,00', price: '1.00' },
        'items.0.quantity',
        'number_grouping',
        'Use a comma only between groups of three digits (1,000) and a point for decimals (1.5).',
      ],
    ] as const) {
      const items = [{ name: 'Bricks', ...item }];
      for (const response of [
        await setup.client.post('/api/v1/invoices', invoice(setup, { name: 'INV-0002', items })),
        await edit(items),
      ]) {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors[0]).toMatchObject({
          code,
          detail,
          source: { pointer: `/data/attributes/${pointer}` },
        });
      }
    }
    expect((await setup.client.get('/api/v1/invoices')).json().meta.page.total).toBe(1);
    expect((await setup.client.get(`/api/v1/invoices/${id}`)).json().data.attributes.total).toBe('2000.00');
  });

  it('needs the customer and the company, as relationships', async () => {
    const setup = await setUp(use());
    const body = invoice(setup);
    const noCustomer = await setup.client.post('/api/v1/invoices', {
      data: { ...body.data, relationships: { company: body.data.relationships.company } },
    });
    expect(noCustomer.json().errors[0]).toMatchObject({
      detail: 'Customer is required',
      source: { pointer: '/data/relationships/customer' },
    });
    const noCompany = await setup.client.post('/api/v1/invoices', {
      data: { ...body.data, relationships: { customer: body.data.relationships.customer } },
    });
    expect(noCompany.json().errors[0]).toMatchObject({
      detail: 'Company is required',
      source: { pointer: '/data/relationships/company' },
    });
  });

  it('keeps invoice numbers unique per business, and suggests the next one', async () => {
    const context = use();
    const setup = await setUp(context);
    expect(
      (await setup.client.get(`/api/v1/invoices/next-number?company_id=${setup.companyId}`)).json().meta
        .number,
    ).toBe('INV-0001');
    await create(setup, { name: 'INV-0041' });
    const again = await setup.client.post('/api/v1/invoices', invoice(setup, { name: 'INV-0041' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      detail: 'The invoice number has already been taken.',
      source: { pointer: '/data/attributes/name' },
    });
    expect(
      (await setup.client.get(`/api/v1/invoices/next-number?company_id=${setup.companyId}`)).json().meta
        .number,
    ).toBe('INV-0042');

    const other = await setup.client.post('/api/v1/companies', {
      data: { attributes: { name: 'Second', abn: '33 051 775 556' } },
    });
    const elsewhere = await setup.client.post('/api/v1/invoices', {
      data: {
        ...invoice(setup, { name: 'INV-0041' }).data,
        relationships: {
          ...invoice(setup).data.relationships,
          company: { data: { type: 'companies', id: other.json().data.id } },
        },
      },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('marks an invoice paid today (Sydney time) and unpaid again', async () => {
    const setup = await setUp(use());
    const { id } = await create(setup);
    const paid = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', id, attributes: { status: 1 } },
    });
    expect(paid.json().data.attributes).toMatchObject({
      status: 1,
      paid_date: todayIn('Australia/Sydney'),
      display_status: 'Paid',
    });
    const unpaid = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { attributes: { status: 0 } },
    });
    expect(unpaid.json().data.attributes).toMatchObject({
      status: 0,
      paid_date: null,
      display_status: 'Overdue',
    });
  });

  it('refuses a status other than 0 or 1 on create and edit with a 422 on status, saving nothing', async () => {
    const setup = await setUp(use());
    const { id } = await create(setup, { note: 'Original' });
    for (const status of [2, 9, -1, '1', 1.5]) {
      const refusals = [
        await setup.client.post('/api/v1/invoices', invoice(setup, { name: 'INV-0099', status })),
        await setup.client.patch(`/api/v1/invoices/${id}`, { data: { attributes: { status } } }),
        await setup.client.patch(`/api/v1/invoices/${id}`, invoice(setup, { note: 'Changed', status })),
      ];
      for (const response of refusals) {
        expect(response.statusCode, `${JSON.stringify(status)}: ${response.body}`).toBe(422);
        expect(response.json().errors[0]).toMatchObject({
          code: 'status_invalid',
          source: { pointer: '/data/attributes/status' },
        });
      }
    }
    const list = await setup.client.get('/api/v1/invoices');
    expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await setup.client.get(`/api/v1/invoices/${id}`)).json().data.attributes).toMatchObject({
      status: 0,
      paid_date: null,
      note: 'Original',
    });
  });

  it('edits an invoice with the edit payload (items, company_id, customer_id, note)', async () => {
    const setup = await setUp(use());
    const { id } = await create(setup);
    const edited = await setup.client.patch(`/api/v1/invoices/${id}?include=items`, {
      data: {
        type: 'invoices',
        id,
        attributes: {
          name: 'INV-0001',
          invoice_date: '2026-11-01',
          due_date: '2026-11-30',
          company_id: setup.companyId,
          customer_id: setup.customerId,
          note: 'Revised',
          items: [{ name: 'Labour', quantity: 3, price: '120.00' }],
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      total: '360.00',
      note: 'Revised',
      due_date: '2026-11-30',
    });
    expect(edited.json().data.relationships.items.data).toHaveLength(1);
  });

  it('accepts the create payload with its items as included invoiceItems', async () => {
    const setup = await setUp(use());
    const body = invoice(setup, { items: undefined });
    const response = await setup.client.post('/api/v1/invoices', {
      ...body,
      included: [
        {
          type: 'invoiceItems',
          attributes: {
            name: 'Callout',
            description: 'After hours',
            quantity: 1,
            price: '99.00',
            amount: '1.00',
          },
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.total).toBe('99.00');
  });

  it('lists newest first with client and business, searches number, ref and client, filters by status', async () => {
    const setup = await setUp(use(), { customerName: 'Coogee Cafe' });
    await create(setup, {
      name: 'INV-0001',
      ref: 'PO-1',
      invoice_date: '2026-10-01',
      due_date: '2026-10-15',
    });
    await create(setup, {
      name: 'INV-0002',
      ref: 'ORDER-9',
      invoice_date: '2026-11-01',
      due_date: '2099-01-01',
    });
    const list = (await setup.client.get('/api/v1/invoices?include=customer,company&page[size]=1')).json();
    expect(list.data.map((row: { attributes: { name: string } }) => row.attributes.name)).toEqual([
      'INV-0002',
    ]);
    expect(list.meta.page.total).toBe(2);
    expect(list.included.map((resource: { type: string }) => resource.type).sort()).toEqual([
      'companies',
      'customers',
    ]);
    const names = async (query: string) =>
      (await setup.client.get(`/api/v1/invoices?${query}`))
        .json()
        .data.map((row: { attributes: { name: string } }) => row.attributes.name);
    expect(await names('filter[search]=order-9')).toEqual(['INV-0002']);
    expect(await names('filter[search]=%20inv-0001%20')).toEqual(['INV-0001']);
    expect(await names('filter[search]=COOGEE')).toEqual(['INV-0002', 'INV-0001']);
    expect(await names('filter[status]=overdue')).toEqual(['INV-0001']);
    expect(await names('filter[status]=pending')).toEqual(['INV-0002']);
    expect(await names('sort=invoice_date')).toEqual(['INV-0001', 'INV-0002']);
  });

  it("answers 404 for another user's invoice on every verb, and refuses their client or business", async () => {
    const context = use();
    const owner = await setUp(context);
    const stranger = await setUp(context);
    const { id } = await create(owner);
    for (const response of [
      await stranger.client.get(`/api/v1/invoices/${id}`),
      await stranger.client.patch(`/api/v1/invoices/${id}`, { data: { attributes: { status: 1 } } }),
      await stranger.client.patch(`/api/v1/invoices/${id}`, invoice(stranger)),
      await stranger.client.delete(`/api/v1/invoices/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await stranger.client.get('/api/v1/invoices')).json().data).toEqual([]);
    const theirClient = await stranger.client.post('/api/v1/invoices', {
      data: {
        ...invoice(stranger).data,
        relationships: {
          ...invoice(stranger).data.relationships,
          customer: { data: { type: 'customers', id: owner.customerId } },
        },
      },
    });
    expect(theirClient.statusCode).toBe(422);
    const theirBusiness = await stranger.client.post('/api/v1/invoices', {
      data: {
        ...invoice(stranger).data,
        relationships: {
          ...invoice(stranger).data.relationships,
          company: { data: { type: 'companies', id: owner.companyId } },
        },
      },
    });
    expect(theirBusiness.statusCode).toBe(422);
    const theirPayId = await stranger.client.post(
      '/api/v1/invoices',
      invoice(stranger, { payment_method: 'payid', payment_detail_id: owner.payIdId }),
    );
    expect(theirPayId.statusCode).toBe(422);
    expect((await stranger.client.get('/api/v1/invoices')).json().meta.page.total).toBe(0);
    expect((await owner.client.get(`/api/v1/invoices/${id}`)).json().data.attributes.status).toBe(0);
  });

  it('leaves no invoice behind when saving its items fails', async (context) => {
    const app = use();
    const setup = await setUp(app);
    if (app.db.dialect === 'sqlite') {
      await sql`create trigger refuse_item before insert on invoice_items when new.name = 'EXPLODE' begin select raise(abort, 'refused'); end`.execute(
        app.db.kysely,
      );
    } else {
      await sql`create or replace function refuse_item() returns trigger as $$ begin if new.name = 'EXPLODE' then raise exception 'refused'; end if; return new; end $$ language plpgsql`.execute(
        app.db.kysely,
      );
      await sql`create trigger refuse_item before insert on invoice_items for each row execute function refuse_item()`.execute(
        app.db.kysely,
      );
    }
    context.onTestFinished(async () => {
      await sql`drop trigger if exists refuse_item${app.db.dialect === 'postgres' ? sql` on invoice_items` : sql``}`.execute(
        app.db.kysely,
      );
    });
    const response = await setup.client.post(
      '/api/v1/invoices',
      invoice(setup, { items: [{ name: 'EXPLODE', quantity: 1, price: 1 }] }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('refused');
    expect((await setup.client.get('/api/v1/invoices')).json().meta.page.total).toBe(0);
  });

  it('keeps the client and business details an invoice was saved with, and archives rather than deletes them', async () => {
    const setup = await setUp(use());
    const { id } = await create(setup);
    await setup.client.patch(`/api/v1/customers/${setup.customerId}`, {
      data: { attributes: { name: 'Renamed Bakery' } },
    });
    const read = (await setup.client.get(`/api/v1/invoices/${id}`)).json();
    expect(read.data.attributes.customer_details.name).toBe('Bondi Bakery');

    const page = (await setup.client.get(`/api/v1/customers/${setup.customerId}?include=invoices`)).json();
    expect(page.meta.invoices).toEqual({ count: 1, received: '0.00', outstanding: '285.50' });
    expect(page.included[0]).toMatchObject({ type: 'invoices', id });

    expect((await setup.client.delete(`/api/v1/customers/${setup.customerId}`)).statusCode).toBe(204);
    expect((await setup.client.delete(`/api/v1/companies/${setup.companyId}`)).statusCode).toBe(204);
    expect((await setup.client.get('/api/v1/customers')).json().meta.page.total).toBe(0);
    expect((await setup.client.get('/api/v1/companies')).json().meta.page.total).toBe(0);
    const after = (await setup.client.get(`/api/v1/invoices/${id}?include=customer,company`)).json();
    expect(after.data.attributes.company_details.name).toBe('Sorted Plumbing');
    expect(after.included.map((resource: { type: string }) => resource.type).sort()).toEqual([
      'companies',
      'customers',
    ]);
    // An archived client cannot be billed again.
    expect(
      (await setup.client.post('/api/v1/invoices', invoice(setup, { name: 'INV-0002' }))).statusCode,
    ).toBe(422);
  });

  it('deletes an invoice', async () => {
    const setup = await setUp(use());
    const { id } = await create(setup);
    expect((await setup.client.delete(`/api/v1/invoices/${id}`)).statusCode).toBe(204);
    expect((await setup.client.get(`/api/v1/invoices/${id}`)).statusCode).toBe(404);
  });

  // Found while fuzzing: 1,000 × $100,000,000 is past exact whole numbers, and the totals threw (500).
  it('refuses an item whose amount is over $100,000,000 with a 422 on its price, saving nothing', async () => {
    const setup = await setUp(use());
    const response = await setup.client.post(
      '/api/v1/invoices',
      invoice(setup, { items: [{ name: 'Bridge', quantity: 1000, price: '100000000.00' }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'item_amount_too_large',
      source: { pointer: '/data/attributes/items.0.price' },
    });
    expect((await setup.client.get('/api/v1/invoices')).json().meta.page.total).toBe(0);
  });
});
