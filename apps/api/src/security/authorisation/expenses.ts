import { multipart, PNG } from '../../test/uploads.ts';
import { doc, OWNER_MARKER, type Row, type World } from './rows.ts';

export function expenseDocument(world: World) {
  return doc(
    'expenses',
    {
      expense_date: '2026-11-02',
      supplier_name: `${OWNER_MARKER} Hardware`,
      category: 'tools-equipment',
      amount: '110.00',
      paid_date: '2026-11-02',
    },
    { company: world.companyId },
  );
}

/** Expenses and their receipts: who may do what. */
export const expensesRows: Record<string, Row> = {
  // Expenses and their receipts: the owner's alone.
  'GET /api/v1/expenses': { expect: [401, 200, 200, 200] },
  'GET /api/v1/expenses/:id': { expect: [401, 404, 200, 404] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/expenses': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: expenseDocument(world) }),
  },
  'PATCH /api/v1/expenses/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: expenseDocument(world) }),
  },
  'DELETE /api/v1/expenses/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/expenses/${await world.fresh.expense()}` }),
  },
  'GET /api/v1/expenses/:id/receipt': { expect: [401, 404, 200, 404] },
  // A receipt for an expense without one; a receipt already kept cannot be replaced (records are kept
  // five years): the owner is told so, the others find nothing.
  'PUT /api/v1/expenses/:id/receipt': {
    expect: [401, 404, 200, 404],
    request: async (world) => {
      const { body, contentType } = multipart('receipt', 'receipt.png', 'image/png', PNG);
      return {
        path: `/api/v1/expenses/${await world.fresh.bareExpense()}/receipt`,
        body,
        headers: { 'content-type': contentType },
      };
    },
  },
  'DELETE /api/v1/expenses/:id/receipt': {
    expect: [401, 404, 409, 404],
    request: async (world) => ({ path: `/api/v1/expenses/${await world.fresh.expense()}/receipt` }),
  },
};
