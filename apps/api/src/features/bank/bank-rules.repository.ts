import type { BankRuleDraft } from '@sorted/core/bank/reconcile/bank-rules';
import type { Executor } from '../../db/executor.ts';
import { ownedRows, updateOwned } from '../../db/owned.ts';

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
