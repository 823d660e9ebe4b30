import { commBankCsv, statementForm } from '../../test/bank-statements.ts';
import { doc, OWNER_MARKER, type Row, type World } from './rows.ts';

export function bankAccountDocument(world: World) {
  return doc(
    'bank-accounts',
    {
      name: `${OWNER_MARKER} Everyday`,
      bsb: '062-000',
      account_number: '12345678',
      opening_balance: '1500.00',
      opening_date: '2026-03-01',
    },
    { company: world.companyId },
  );
}

/** A CommBank statement as the import screen sends it. */
export function statementUpload() {
  const { body, contentType } = statementForm({ bytes: commBankCsv() });
  return { body, headers: { 'content-type': contentType } };
}

/** A line of money out decided as a transfer between the owner's accounts. */
export const bankLineDecision = () => doc('reconciliations', { kind: 'transfer' });

/** A bank rule for the owner's business, its supplier carrying the owner's marker. */
export function bankRuleDocument(world: World) {
  return doc(
    'bank-rules',
    {
      conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
      direction: 'spend',
      action: { kind: 'expense', supplier_name: `${OWNER_MARKER} Supplies`, category: 'other' },
    },
    { company: world.companyId },
  );
}

/** Bank accounts, their statements' imports and lines, the reconcile screen and bank rules: the owner's alone. */
export const bankRows: Record<string, Row> = {
  'GET /api/v1/bank-accounts': { expect: [401, 200, 200, 200] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/bank-accounts': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: bankAccountDocument(world) }),
  },
  'GET /api/v1/bank-accounts/:id': { expect: [401, 404, 200, 404] },
  'PATCH /api/v1/bank-accounts/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({ body: doc('bank-accounts', { opening_balance: '1600.00' }) }),
  },
  'DELETE /api/v1/bank-accounts/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/bank-accounts/${await world.fresh.bankAccount()}` }),
  },
  'POST /api/v1/bank-accounts/:id/imports': { expect: [401, 404, 201, 404], request: statementUpload },
  'GET /api/v1/bank-accounts/:id/imports': { expect: [401, 404, 200, 404] },
  'GET /api/v1/bank-accounts/:id/lines': { expect: [401, 404, 200, 404] },
  // Each caller undoes an import of its own making, so the owner's lines stay for the reads.
  // Each caller decides on, or undoes, a line of its own making.
  'GET /api/v1/bank-lines/:id': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/bank-lines/${await world.fresh.bankLine('reconciled')}` }),
  },
  'POST /api/v1/bank-lines/:id/reconciliation': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({
      path: `/api/v1/bank-lines/${await world.fresh.bankLine()}/reconciliation`,
      body: bankLineDecision(),
    }),
  },
  'DELETE /api/v1/bank-lines/:id/reconciliation': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({
      path: `/api/v1/bank-lines/${await world.fresh.bankLine('reconciled')}/reconciliation`,
    }),
  },
  'DELETE /api/v1/bank-imports/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/bank-imports/${await world.fresh.bankImport()}` }),
  },
  'GET /api/v1/bank-accounts/:id/reconcile': { expect: [401, 404, 200, 404] },
  // Each caller accepts on an account of its own making, so the owner's lines stay for the reads.
  'POST /api/v1/bank-accounts/:id/reconcile/accept': {
    expect: [401, 404, 200, 404],
    request: async (world) => {
      const accountId = await world.fresh.bankAccount();
      await world.fresh.bankImport(accountId);
      return {
        path: `/api/v1/bank-accounts/${accountId}/reconcile/accept`,
        body: doc('reconcile-accepts', {}),
      };
    },
  },
  'GET /api/v1/bank-rules': { expect: [401, 200, 200, 200] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/bank-rules': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: bankRuleDocument(world) }),
  },
  'GET /api/v1/bank-rules/:id': { expect: [401, 404, 200, 404] },
  'PATCH /api/v1/bank-rules/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: bankRuleDocument(world) }),
  },
  'DELETE /api/v1/bank-rules/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/bank-rules/${await world.fresh.bankRule()}` }),
  },
  // The owner's rules are no one else's to order: every id must be the caller's own.
  'PUT /api/v1/bank-rules/order': {
    expect: [401, 422, 200, 422],
    request: async (world) => ({
      body: doc('bank-rule-orders', { ids: (await world.bankRuleIds()).reverse() }),
    }),
  },
};
