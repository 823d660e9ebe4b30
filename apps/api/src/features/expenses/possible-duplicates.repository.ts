import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';

// A receipt already entered: an expense of the same supplier (by ABN, or by name in any case), date and
// total. Said to the owner as a possibility, never acted on: two coffees on one day cost the same.

export interface ReadPurchase {
  supplierName: string | null;
  abn: string | null;
  date: string;
  amountCents: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** For each purchase (by its index), the id of an expense it may repeat. */
export async function possibleDuplicates(
  db: Executor,
  userId: number,
  purchases: readonly ReadPurchase[],
): Promise<Map<number, number>> {
  const named = purchases.filter((purchase) => purchase.abn !== null || purchase.supplierName !== null);
  if (named.length === 0) return new Map();
  const rows = await ownedRows(db, 'expenses', userId)
    .select(['expenses.id', 'expense_date', 'amount_cents', 'supplier_name', 'supplier_abn'])
    .where('expense_date', 'in', [...new Set(named.map((purchase) => purchase.date))])
    .where('amount_cents', 'in', [...new Set(named.map((purchase) => purchase.amountCents))])
    .orderBy('expenses.id')
    .execute();
  const found = new Map<number, number>();
  for (const [index, purchase] of purchases.entries()) {
    const match = rows.find(
      (row) =>
        row.expense_date === purchase.date &&
        Number(row.amount_cents) === purchase.amountCents &&
        ((purchase.abn !== null && row.supplier_abn === purchase.abn) ||
          (purchase.supplierName !== null && sameName(row.supplier_name, purchase.supplierName))),
    );
    if (match) found.set(index, match.id);
  }
  return found;
}
