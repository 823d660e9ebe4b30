import type { PaygLabels } from '@sorted/core/tax-time/payg-instalments';
import type { Selectable, Transaction } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';
import type {
  Database,
  PaygInstalmentLodgementsTable,
  PaygInstalmentOptionsTable,
  PaygInstalmentVariationsTable,
} from '../db/schema.ts';

// A business's PAYG instalments (migration 0032): the option of each year, the quarters varied, and the
// labels of the quarters lodged. Every read and write goes through the owner's id.

export type PaygOptionRow = Selectable<PaygInstalmentOptionsTable>;
export type PaygVariationRow = Selectable<PaygInstalmentVariationsTable>;
export type PaygLodgementRow = Selectable<PaygInstalmentLodgementsTable>;

export interface PaygRows {
  options: PaygOptionRow[];
  variations: PaygVariationRow[];
  lodged: PaygLodgementRow[];
}

/** Everything of a business's PAYG instalments: a few rows a year. */
export async function paygRowsOf(db: Executor, userId: number, companyId: number): Promise<PaygRows> {
  const [options, variations, lodged] = await Promise.all([
    ownedRows(db, 'payg_instalment_options', userId)
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
    ownedRows(db, 'payg_instalment_variations', userId)
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
    ownedRows(db, 'payg_instalment_lodgements', userId)
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
  ]);
  return { options, variations, lodged };
}

export async function saveOption(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  yearStart: number,
  values: { option: string; t7_cents: number | null; t2_basis_points: number | null },
): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('payg_instalment_options')
    .values({ user_id: userId, company_id: companyId, year_start: yearStart, ...values, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'year_start']).doUpdateSet({ ...values, updated_at: now }),
    )
    .execute();
}

export async function saveVariation(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  periodKey: string,
  values: { t8_cents: number | null; t3_basis_points: number | null; t4: string },
): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('payg_instalment_variations')
    .values({ user_id: userId, company_id: companyId, period_key: periodKey, ...values, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'period_key']).doUpdateSet({ ...values, updated_at: now }),
    )
    .execute();
}

export async function deleteVariation(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  periodKey: string,
): Promise<void> {
  await trx
    .deleteFrom('payg_instalment_variations')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('period_key', '=', periodKey)
    .execute();
}

/** Records a quarter's labels as lodged with its BAS (in the lodgement's transaction). */
export async function insertPaygLodgement(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  values: { periodKey: string; yearStart: number; labels: PaygLabels },
): Promise<void> {
  const { labels } = values;
  await trx
    .insertInto('payg_instalment_lodgements')
    .values({
      user_id: userId,
      company_id: companyId,
      period_key: values.periodKey,
      year_start: values.yearStart,
      option: labels.option,
      t1_cents: labels.t1,
      t2_basis_points: labels.t2,
      t3_basis_points: labels.t3,
      t11_cents: labels.t11,
      t7_cents: labels.t7,
      t8_cents: labels.t8,
      t9_cents: labels.t9,
      t4: labels.t4,
      a5_cents: labels.a5,
      b5_cents: labels.b5,
    })
    .execute();
}
