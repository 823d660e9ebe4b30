import type { BankRuleDraft } from '@sorted/core/bank/reconcile/bank-rules';
import type { Locale } from '@sorted/core/i18n/locales';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { companyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { fieldError, relationshipError } from '../../lib/validation.ts';
import {
  allBankRules,
  deleteBankRule,
  findBankRule,
  insertBankRule,
  reorderBankRules,
  updateBankRule,
} from './bank-rules.repository.ts';

// The owner's bank rules, as they write them: for one of their live businesses or for every one, added
// last in their order; the order changes only as a whole (every rule once), so no two rules share a
// place and none is lost.

/**
 * The business a rule is for, as the request names it (`relationships.company`): undefined when it
 * does not say, null for every business; a business not the owner's live one is a 422 on it.
 */
export async function companyOfRule(
  db: Db,
  request: FastifyRequest,
  userId: number,
  locale: Locale,
): Promise<number | null | undefined> {
  const body = request.body as { data?: { relationships?: { company?: { data?: unknown } } } } | undefined;
  const company = body?.data?.relationships?.company;
  if (company === undefined) return undefined;
  const data = (company as { data?: unknown } | null)?.data;
  if (data === null) return null;
  const raw = (data as { id?: unknown } | undefined)?.id;
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  const found = isRecordId(id) ? await companyOfUser(db.kysely, userId, id) : undefined;
  if (!found) throw relationshipError(locale, 'company', 'bank_rule_company_invalid');
  return found.id;
}

export function createBankRule(db: Db, userId: number, rule: BankRuleDraft, companyId: number | null) {
  return db.kysely
    .transaction()
    .execute((trx) => insertBankRule(trx, userId, { companyId, rule, learnt: false }));
}

/** The whole rule again; its business stays unless named. Edited, it is the owner's own, no longer learnt. */
export async function editBankRule(
  db: Db,
  userId: number,
  id: number,
  rule: BankRuleDraft,
  companyId: number | null | undefined,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const known = await findBankRule(trx, userId, id);
    if (!known) throw notFound();
    const fields = { companyId: companyId === undefined ? known.company_id : companyId, rule, learnt: false };
    await updateBankRule(trx, userId, id, fields, new Date().toISOString());
  });
}

export async function removeBankRule(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteBankRule(db.kysely, userId, id))) throw notFound();
}

/** Puts every one of the owner's rules in the order given; anything but exactly their rules is a 422. */
export async function orderBankRules(db: Db, userId: number, ids: readonly number[], locale: Locale) {
  await db.kysely.transaction().execute(async (trx) => {
    const known = new Set((await allBankRules(trx, userId)).map((row) => row.id));
    if (known.size !== ids.length || ids.some((id) => !known.has(id))) {
      throw fieldError(locale, 'ids', 'bank_rule_order_invalid');
    }
    await reorderBankRules(trx, userId, ids, new Date().toISOString());
  });
}
