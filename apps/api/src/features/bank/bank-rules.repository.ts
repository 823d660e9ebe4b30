import type { BankRule, BankRuleDraft } from '@sorted/core/bank/reconcile/bank-rules';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { deleteOwned, ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import { type PageWindow, pageOf } from '../../db/page.ts';
import type { BankRulesTable } from '../../db/schema.ts';

// The owner's bank rules, in their order (position, then id). Conditions and action are kept as core's
// JSON (bank-rules.ts reads them back). Every query names its owner: another user's id finds nothing.

/** A rule as stored: core's draft, for one business or every one (null). */
export interface BankRuleFields {
  companyId: number | null;
  rule: BankRuleDraft;
  learnt: boolean;
}

const columnsOf = ({ companyId, rule, learnt }: BankRuleFields) => ({
  company_id: companyId,
  conditions: JSON.stringify(rule.match),
  match_all: rule.matchAll,
  direction: rule.direction,
  action: JSON.stringify(rule.action),
  learnt,
});

/** Adds a rule at the end of the owner's order. */
export async function insertBankRule(db: Executor, userId: number, fields: BankRuleFields): Promise<number> {
  const last = await ownedRows(db, 'bank_rules', userId)
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const row = await db
    .insertInto('bank_rules')
    .values({ ...columnsOf(fields), user_id: userId, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBankRule(
  db: Executor,
  userId: number,
  id: number,
  fields: BankRuleFields,
  now: string,
): Promise<void> {
  await updateOwned(db, 'bank_rules', userId, id)
    .set({ ...columnsOf(fields), updated_at: now })
    .execute();
}

/** The learnt rule of a business with these conditions and direction, if the owner has one already. */
export async function learntRuleLike(
  db: Executor,
  userId: number,
  companyId: number,
  rule: BankRuleDraft,
): Promise<number | undefined> {
  const row = await ownedRows(db, 'bank_rules', userId)
    .select('id')
    .where('company_id', '=', companyId)
    .where('learnt', '=', true)
    .where('direction', '=', rule.direction)
    .where('conditions', '=', JSON.stringify(rule.match))
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

export type BankRuleRow = Selectable<BankRulesTable>;

/** A stored rule as core applies it; one this version cannot read (hand-edited JSON) is null. */
export function ruleOfRow(row: BankRuleRow): BankRule | null {
  try {
    const match = JSON.parse(row.conditions) as BankRule['match'];
    const action = JSON.parse(row.action) as BankRule['action'];
    if (!Array.isArray(match) || typeof action !== 'object' || action === null) return null;
    return {
      id: row.id,
      match,
      matchAll: Boolean(row.match_all),
      direction: row.direction as BankRule['direction'],
      action,
    };
  } catch {
    return null;
  }
}

const inOrder = (db: Executor, userId: number) =>
  ownedRows(db, 'bank_rules', userId).selectAll('bank_rules').orderBy('position').orderBy('id');

/** The rules that apply to a business's lines (its own and the owner's for every business), in order. */
export async function rulesOfBusiness(db: Executor, userId: number, companyId: number): Promise<BankRule[]> {
  const rows = await inOrder(db, userId)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .execute();
  return rows.flatMap((row) => ruleOfRow(row) ?? []);
}

/**
 * A page of the owner's rules in order; `companyId` keeps those that apply to one business (its own
 * and those of every business).
 */
export function listBankRules(
  db: Executor,
  userId: number,
  companyId: number | undefined,
  window: PageWindow,
): Promise<{ rows: BankRuleRow[]; total: number }> {
  const base = ownedRows(db, 'bank_rules', userId).$if(companyId !== undefined, (query) =>
    query.where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId ?? 0)])),
  );
  return pageOf(base, window, (rules) => rules.selectAll('bank_rules').orderBy('position').orderBy('id'));
}

export function allBankRules(db: Executor, userId: number): Promise<BankRuleRow[]> {
  return inOrder(db, userId).execute();
}

export function findBankRule(db: Executor, userId: number, id: number): Promise<BankRuleRow | undefined> {
  return ownedRow(db, 'bank_rules', userId, id).selectAll().executeTakeFirst();
}

export async function deleteBankRule(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await deleteOwned(db, 'bank_rules', userId, id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Puts the owner's rules in the order of `ids` (each one of theirs): positions 1, 2, 3… */
export async function reorderBankRules(
  db: Executor,
  userId: number,
  ids: readonly number[],
  now: string,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await updateOwned(db, 'bank_rules', userId, id)
      .set({ position: index + 1, updated_at: now })
      .execute();
  }
}
