import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';
import type { SupplierMemoriesTable } from '../../db/schema.ts';

// What the owner last chose for a supplier, by its ABN: written with each expense saved with an ABN (in
// the expense's own transaction), read to prefill the next receipt from the same supplier.

export type SupplierMemory = Selectable<SupplierMemoriesTable>;

export async function rememberSupplier(
  db: Executor,
  userId: number,
  choice: {
    abn: string;
    supplierName: string;
    category: string;
    businessUsePercent: number;
    companyId: number;
    now: string;
  },
): Promise<void> {
  const values = {
    supplier_name: choice.supplierName,
    category: choice.category,
    business_use_percent: choice.businessUsePercent,
    company_id: choice.companyId,
    updated_at: choice.now,
  };
  await db
    .insertInto('supplier_memories')
    .values({ user_id: userId, abn: choice.abn, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'abn']).doUpdateSet(values))
    .execute();
}

/** The owner's memories of these ABNs. */
export async function supplierMemoriesOf(
  db: Executor,
  userId: number,
  abns: readonly string[],
): Promise<Map<string, SupplierMemory>> {
  if (abns.length === 0) return new Map();
  const rows = await ownedRows(db, 'supplier_memories', userId)
    .selectAll()
    .where('supplier_memories.abn', 'in', [...new Set(abns)])
    .execute();
  return new Map(rows.map((row) => [row.abn, row]));
}
