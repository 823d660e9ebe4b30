import { expect, it } from 'vitest';
import { databaseSnapshot } from '../../fuzz/database-snapshot.ts';
import { type BankBooks, bankBooks } from '../../test/bank-books.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

// Bank rules (issue 29): the owner writes, edits, orders and deletes them; they apply in their order,
// for one business or every one. Another user's rule is not there.

const ruleDocument = (attributes: Record<string, unknown>, company?: string | null) => ({
  data: {
    type: 'bank-rules',
    attributes,
    ...(company === undefined
      ? {}
      : {
          relationships: { company: { data: company === null ? null : { type: 'companies', id: company } } },
        }),
  },
});

const FUEL = {
  conditions: [
    { field: 'description', kind: 'contains', text: 'BP ' },
    { field: 'description', kind: 'equals', text: 'CALTEX WOOLWORTHS' },
  ],
  match_all: false,
  direction: 'spend',
  action: {
    kind: 'expense',
    supplier_name: 'Fuel',
    category: 'motor-vehicle',
    gst_free: false,
    business_use_percent: 70,
  },
};

const create = async (books: BankBooks, attributes: Record<string, unknown>, company?: string | null) => {
  const response = await books.client.post('/api/v1/bank-rules', ruleDocument(attributes, company));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
};

const orderOf = async (books: BankBooks, query = '') => {
  const response = await books.client.get(`/api/v1/bank-rules?page[size]=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((rule: { id: string }) => rule.id) as string[];
};

describeOnEachDatabase('bank rules', (use) => {
  it('writes, reads, edits and deletes a rule; a new one goes last', async () => {
    const books = await bankBooks(use());
    const fuel = await create(books, FUEL, books.companyId);
    expect(fuel.attributes).toMatchObject({ ...FUEL, position: 1, learnt: false });
    const read = await books.client.get(`/api/v1/bank-rules/${fuel.id}`);
    expect(read.json().data).toMatchObject({
      type: 'bank-rules',
      id: fuel.id,
      attributes: FUEL,
      relationships: { company: { data: { type: 'companies', id: books.companyId } } },
    });
    // Defaults: either way, every condition, GST and the whole of it for business.
    const transfer = await create(books, {
      conditions: [{ text: 'Transfer to xx1234' }],
      action: { kind: 'transfer' },
    });
    expect(transfer.attributes).toMatchObject({
      position: 2,
      conditions: [{ field: 'description', kind: 'contains', text: 'Transfer to xx1234' }],
      match_all: true,
      direction: 'any',
      action: { kind: 'transfer' },
    });
    const all = await books.client.get(`/api/v1/bank-rules/${transfer.id}`);
    expect(all.json().data.relationships.company).toEqual({ data: null });

    const edited = await books.client.patch(
      `/api/v1/bank-rules/${fuel.id}`,
      ruleDocument({ ...FUEL, action: { kind: 'drawing' } }, null),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      attributes: { action: { kind: 'drawing' }, position: 1 },
      relationships: { company: { data: null } },
    });
    // Its business stays as it was when the edit does not name one.
    const kept = await books.client.patch(`/api/v1/bank-rules/${transfer.id}`, ruleDocument(FUEL));
    expect(kept.json().data.relationships.company).toEqual({ data: null });

    expect((await books.client.delete(`/api/v1/bank-rules/${fuel.id}`)).statusCode).toBe(204);
    expect((await books.client.get(`/api/v1/bank-rules/${fuel.id}`)).statusCode).toBe(404);
    expect((await books.client.delete(`/api/v1/bank-rules/${fuel.id}`)).statusCode).toBe(404);
    expect(await orderOf(books)).toEqual([transfer.id]);
  });

  it('lists the rules in their order, those of one business with filter[company]', async () => {
    const books = await bankBooks(use());
    const other = await books.client.post('/api/v1/companies', {
      data: { type: 'companies', attributes: { name: 'Side Hustle', abn: '53 004 085 616' } },
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = other.json().data.id;
    const ours = await create(books, FUEL, books.companyId);
    const every = await create(books, FUEL);
    const theirs = await create(books, FUEL, otherId);
    expect(await orderOf(books)).toEqual([ours.id, every.id, theirs.id]);
    expect(await orderOf(books, `&filter[company]=${books.companyId}`)).toEqual([ours.id, every.id]);
    expect(await orderOf(books, `&filter[company]=${otherId}`)).toEqual([every.id, theirs.id]);
    const page = await books.client.get('/api/v1/bank-rules?page[size]=2&page[number]=2');
    expect(page.json()).toMatchObject({ data: [{ id: theirs.id }], meta: { page: { total: 3, number: 2 } } });
    const bad = await books.client.get('/api/v1/bank-rules?filter[company]=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('PUT /bank-rules/order puts every rule in the order sent; anything but exactly the owner’s rules is a 422', async () => {
    const context = use();
    const books = await bankBooks(context);
    const stranger = await bankBooks(context);
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push((await create(books, FUEL)).id);
    const [a = '', b = '', c = ''] = ids;
    const theirs = (await create(stranger, FUEL)).id;
    const order = (sent: unknown) =>
      books.client.put('/api/v1/bank-rules/order', {
        data: { type: 'bank-rule-orders', attributes: { ids: sent } },
      });

    const reordered = await order([c, a, b]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      reordered
        .json()
        .data.map((rule: { id: string; attributes: { position: number } }) => [
          rule.id,
          rule.attributes.position,
        ]),
    ).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(await orderOf(books)).toEqual([c, a, b]);

    const before = await databaseSnapshot(context.db);
    for (const sent of [
      [c, a],
      [c, a, b, theirs],
      [c, a, theirs],
      [c, a, a],
      [c, a, b, '999999999'],
    ]) {
      const refused = await order(sent);
      expect(refused.statusCode, JSON.stringify(sent)).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'bank_rule_order_invalid',
        source: { pointer: '/data/attributes/ids' },
      });
    }
    const malformed = await order('c,a,b');
    expect(malformed.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/ids' } });
    expect(await databaseSnapshot(context.db)).toEqual(before);
    // A rule made next goes after them all.
    expect((await create(books, FUEL)).attributes.position).toBe(4);
  });

  it('refuses a rule that cannot be, with a pointer to what is wrong, and saves nothing', async () => {
    const context = use();
    const books = await bankBooks(context);
    const stranger = await bankBooks(context);
    const before = await databaseSnapshot(context.db);
    const condition = { field: 'description', kind: 'contains', text: 'BP ' };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no conditions', { ...FUEL, conditions: [] }, 'conditions', 'bank_rule_conditions_required'],
      [
        'eleven conditions',
        { ...FUEL, conditions: Array.from({ length: 11 }, () => condition) },
        'conditions',
        'bank_rule_conditions_too_many',
      ],
      [
        'a condition of no text',
        { ...FUEL, conditions: [{ ...condition, text: '   ' }] },
        'conditions.0.text',
        'bank_rule_text_required',
      ],
      [
        'a condition too long',
        { ...FUEL, conditions: [condition, { ...condition, text: 'x'.repeat(101) }] },
        'conditions.1.text',
        'bank_rule_text_too_long',
      ],
      [
        'a condition on another field',
        { ...FUEL, conditions: [{ ...condition, field: 'amount' }] },
        'conditions.0.field',
        'bank_rule_condition_invalid',
      ],
      [
        'a condition of another kind',
        { ...FUEL, conditions: [{ ...condition, kind: 'regex' }] },
        'conditions.0.kind',
        'bank_rule_condition_invalid',
      ],
      [
        'a direction of nothing',
        { ...FUEL, direction: 'sideways' },
        'direction',
        'bank_rule_direction_invalid',
      ],
      ['match_all not a boolean', { ...FUEL, match_all: 'yes' }, 'match_all', 'bank_rule_match_invalid'],
      ['no action', { ...FUEL, action: undefined }, 'action', 'bank_rule_action_invalid'],
      [
        'an action of nothing',
        { ...FUEL, action: { kind: 'gift' } },
        'action.kind',
        'bank_rule_action_invalid',
      ],
      [
        'an expense of no supplier',
        { ...FUEL, action: { kind: 'expense', category: 'motor-vehicle' } },
        'action.supplier_name',
        'supplier_name_required',
      ],
      [
        'an expense of no category',
        { ...FUEL, action: { kind: 'expense', supplier_name: 'BP', category: 'fun' } },
        'action.category',
        'expense_category_invalid',
      ],
      [
        'business use over 100',
        { ...FUEL, action: { ...FUEL.action, business_use_percent: 101 } },
        'action.business_use_percent',
        'business_use_invalid',
      ],
    ];
    for (const [what, attributes, field, code] of cases) {
      const response = await books.client.post('/api/v1/bank-rules', ruleDocument(attributes));
      expect(response.statusCode, `${what}: ${response.body}`).toBe(422);
      expect(response.json().errors[0], what).toMatchObject({
        code,
        source: { pointer: `/data/attributes/${field}` },
      });
    }
    for (const company of [stranger.companyId, '999999999', 'abc']) {
      const response = await books.client.post('/api/v1/bank-rules', ruleDocument(FUEL, company));
      expect(response.statusCode, company).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'bank_rule_company_invalid',
        source: { pointer: '/data/relationships/company' },
      });
    }
    expect(await databaseSnapshot(context.db)).toEqual(before);
    const rule = await create(books, FUEL);
    const edit = await books.client.patch(
      `/api/v1/bank-rules/${rule.id}`,
      ruleDocument({ ...FUEL, conditions: [] }),
    );
    expect(edit.json().errors[0]).toMatchObject({ code: 'bank_rule_conditions_required' });
    const german = await books.client.post('/api/v1/bank-rules', ruleDocument({ ...FUEL, conditions: [] }), {
      'accept-language': 'de',
    });
    expect(german.json().errors[0].detail).toBe('Fügen Sie mindestens eine Bedingung hinzu.');
  });

  it('another user’s rule is not found, to read, edit or delete; their list is theirs', async () => {
    const context = use();
    const books = await bankBooks(context);
    const stranger = await bankBooks(context);
    const theirs = (await create(stranger, FUEL, stranger.companyId)).id;
    const path = `/api/v1/bank-rules/${theirs}`;
    expect((await books.client.get(path)).statusCode).toBe(404);
    expect((await books.client.patch(path, ruleDocument(FUEL))).statusCode).toBe(404);
    expect((await books.client.delete(path)).statusCode).toBe(404);
    expect(await orderOf(books)).toEqual([]);
    expect(await orderOf(stranger)).toEqual([theirs]);
    expect((await books.client.get('/api/v1/bank-rules/abc')).statusCode).toBe(404);
  });

  it('a rule learnt from a decision is listed as learnt; edited, it is the owner’s own', async () => {
    const books = await bankBooks(use());
    const decided = await books.client.post(
      `/api/v1/bank-lines/${books.line('OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026')}/reconciliation`,
      {
        data: {
          type: 'reconciliations',
          attributes: { kind: 'expense', supplier_name: 'Officeworks', category: 'other', learn_rule: true },
        },
      },
    );
    expect(decided.statusCode, decided.body).toBe(201);
    const id = decided.json().meta.learnt_rule_id;
    const learnt = await books.client.get(`/api/v1/bank-rules/${id}`);
    expect(learnt.json().data.attributes).toMatchObject({
      learnt: true,
      direction: 'spend',
      conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS CHATSWOOD' }],
      action: { kind: 'expense', supplier_name: 'Officeworks', category: 'other', gst_free: false },
    });
    expect(learnt.json().data.relationships.company.data).toEqual({ type: 'companies', id: books.companyId });
    const edited = await books.client.patch(`/api/v1/bank-rules/${id}`, ruleDocument(FUEL));
    expect(edited.json().data.attributes.learnt).toBe(false);
    expect(edited.json().data.relationships.company.data).toEqual({ type: 'companies', id: books.companyId });
  });
});
