import { learnRule, type RuleAction } from '@sorted/core/bank/reconcile/bank-rules';
import { kindFitsAmount, type ReconcileKind } from '@sorted/core/bank/reconcile/reconcile-kinds';
import { splitLine } from '@sorted/core/bank/reconcile/split-line';
import { maxGstIn } from '@sorted/core/expenses/expense-gst';
import { formatAud } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import type { Reconciliation } from '@sorted/core/schemas/bank-reconciliation';
import type { Expense } from '@sorted/core/schemas/expenses';
import { type Book, writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError, fieldError } from '../../lib/validation.ts';
import {
  billToPay,
  invoicesToPay,
  type LineToReconcile,
  lockBankLine,
  markLineReconciled,
} from './bank-reconciliation.repository.ts';
import { insertBankRule, learntRuleLike, updateBankRule } from './bank-rules.repository.ts';

// A decision on a bank line (issue 29), and its undo, each one write of the books: the line locked, the
// payments or the expense recorded through the invoices' and the expenses' own write paths (so the BAS,
// the dashboard, the lodged-period lock and the history follow), and the line marked, together or not
// at all. Transfers, drawings, contributions and the ATO's payments and refunds record nothing else.

/**
 * The invoices' and the expenses' writes a reconciliation makes, in the bank's write of the books
 * (features/invoices/invoice-payments.ts and features/expenses/save-expense.ts, composed in app.ts:
 * features do not import each other).
 */
export interface ReconcileWriters {
  payments: {
    /** More than the invoice owes: a 422 on `refusal.field`. */
    pay(
      book: Book,
      invoiceId: number,
      payment: { bankLineId: number; date: string; amountCents: number },
      refusal: { locale: Locale; field: string },
    ): Promise<void>;
    takeBack(book: Book, bankLineId: number): Promise<void>;
  };
  expenses: {
    create(
      book: Book,
      input: Expense,
      companyId: number,
      bankLineId: number,
      locale: Locale,
    ): Promise<number>;
    payBill(book: Book, billId: number, line: { id: number; date: string }): Promise<void>;
    takeBack(book: Book, bankLineId: number, made: 'expense' | 'bill'): Promise<void>;
  };
}

type Decision<Kind extends ReconcileKind> = Extract<Reconciliation, { kind: Kind }>;

async function payInvoices(
  book: Book,
  writers: ReconcileWriters,
  line: LineToReconcile,
  decision: Decision<'invoice-payment'>,
  locale: Locale,
): Promise<void> {
  const { allocations } = decision;
  const ids = allocations.map((allocation) => allocation.invoice_id);
  const duplicate = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (duplicate >= 0) {
    throw fieldError(locale, `allocations.${duplicate}.invoice_id`, 'allocation_invoice_duplicate');
  }
  const total = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if (total > line.amount_cents) {
    throw fieldError(locale, 'allocations', 'allocations_over_line', {
      amount: formatAud(line.amount_cents),
    });
  }
  const invoices = await invoicesToPay(book.trx, book.userId, ids);
  for (const [index, allocation] of allocations.entries()) {
    const invoice = invoices.get(allocation.invoice_id);
    // Another user's invoice is no more there than a missing one.
    if (!invoice) throw notFound();
    const field = `allocations.${index}.invoice_id`;
    if (invoice.company_id !== line.company_id) throw fieldError(locale, field, 'allocation_other_business');
    if (invoice.voided_on !== null) throw fieldError(locale, field, 'allocation_invoice_voided');
    if (invoice.outstanding_cents === 0) throw fieldError(locale, field, 'allocation_invoice_paid');
  }
  for (const [index, allocation] of allocations.entries()) {
    await writers.payments.pay(
      book,
      allocation.invoice_id,
      { bankLineId: line.id, date: line.date, amountCents: allocation.amount },
      { locale, field: `allocations.${index}.amount` },
    );
  }
}

type ExpenseDetails = Pick<
  Decision<'expense'>,
  'supplier_name' | 'supplier_abn' | 'description' | 'category' | 'gst' | 'business_use_percent'
>;

/** The expense a line paid `amountCents` of: dated and paid on the line's date, described by it unless told. */
function lineExpense(
  line: LineToReconcile,
  details: ExpenseDetails,
  amountCents: number,
  locale: Locale,
): Expense {
  if (details.gst !== null && details.gst > maxGstIn(amountCents)) {
    throw fieldError(locale, 'gst', 'expense_gst_too_large');
  }
  return {
    expense_date: line.date,
    supplier_name: details.supplier_name,
    supplier_abn: details.supplier_abn,
    description: details.description ?? line.description.slice(0, 200),
    category: details.category,
    amount: amountCents,
    gst: details.gst,
    business_use_percent: details.business_use_percent,
    paid_date: line.date,
    due_date: null,
  };
}

async function payBill(
  book: Book,
  writers: ReconcileWriters,
  line: LineToReconcile,
  billId: number,
  locale: Locale,
): Promise<void> {
  const bill = await billToPay(book.trx, book.userId, billId);
  if (!bill) throw notFound();
  if (bill.company_id !== line.company_id) throw fieldError(locale, 'bill_id', 'bill_other_business');
  if (bill.paid_date !== null) throw fieldError(locale, 'bill_id', 'bill_paid');
  if (bill.amount_cents !== -line.amount_cents) {
    throw fieldError(locale, 'bill_id', 'bill_amount_differs', { amount: formatAud(bill.amount_cents) });
  }
  await writers.expenses.payBill(book, billId, { id: line.id, date: line.date });
}

/** The business part of a split line, in positive cents; both parts must be more than nothing. */
function businessPart(line: LineToReconcile, decision: Decision<'split'>, locale: Locale): number {
  const plan =
    decision.business_percent !== null
      ? { businessPercent: decision.business_percent }
      : { amounts: [decision.business_amount ?? 0] };
  const split = splitLine(line.amount_cents, plan);
  const [business = 0, rest = 0] = split.ok ? split.parts.map((part) => Math.abs(part)) : [];
  if (!split.ok || business === 0 || rest === 0) {
    const field = decision.business_percent !== null ? 'business_percent' : 'business_amount';
    throw fieldError(locale, field, 'split_amount_invalid', { amount: formatAud(-line.amount_cents) });
  }
  return business;
}

/**
 * The rule learnt from the decision (core's learnRule), for the line's business: the owner's learnt rule
 * of the same payee and direction changes, rather than a second one being added.
 */
async function learn(book: Book, line: LineToReconcile, action: RuleAction): Promise<number> {
  const { trx, userId } = book;
  const rule = learnRule({ amountCents: line.amount_cents, description: line.description }, action);
  const fields = { companyId: line.company_id, rule, learnt: true };
  const known = await learntRuleLike(trx, userId, line.company_id, rule);
  if (known === undefined) return insertBankRule(trx, userId, fields);
  await updateBankRule(trx, userId, known, fields, new Date().toISOString());
  return known;
}

const PLAIN_ACTIONS = {
  transfer: { kind: 'transfer' },
  drawing: { kind: 'drawing' },
  contribution: { kind: 'contribution' },
  'ato-payment': { kind: 'ato' },
  'ato-refund': { kind: 'ato' },
} as const satisfies Record<string, RuleAction>;

/**
 * Records what the owner decided the line is, and marks it reconciled; answers the id of the bank rule
 * learnt, when the decision asked for one. A line of another user's is not found (404); one reconciled
 * already is refused (409), as is a kind the line's direction cannot be (422 on `kind`).
 */
export function reconcileLine(
  db: Db,
  context: BookContext,
  writers: ReconcileWriters,
  lineId: number,
  decision: Reconciliation,
  locale: Locale,
): Promise<{ learntRuleId: number | null }> {
  return writeBooks(db, context, async (book) => {
    const line = await lockBankLine(book.trx, book.userId, lineId);
    if (!line) throw notFound();
    if (line.status === 'reconciled') throw conflictError(locale, 'bank_line_reconciled');
    if (!kindFitsAmount(decision.kind, line.amount_cents)) {
      throw fieldError(locale, 'kind', 'reconcile_wrong_direction');
    }
    let learntRuleId: number | null = null;
    switch (decision.kind) {
      case 'invoice-payment':
        await payInvoices(book, writers, line, decision, locale);
        break;
      case 'expense': {
        const input = lineExpense(line, decision, -line.amount_cents, locale);
        await writers.expenses.create(book, input, line.company_id, line.id, locale);
        if (decision.learn_rule) {
          learntRuleId = await learn(book, line, {
            kind: 'expense',
            supplierName: input.supplier_name,
            category: input.category,
            gstFree: input.gst === 0,
            businessUsePercent: input.business_use_percent,
          });
        }
        break;
      }
      case 'bill':
        await payBill(book, writers, line, decision.bill_id, locale);
        break;
      case 'split': {
        const input = lineExpense(line, decision, businessPart(line, decision, locale), locale);
        await writers.expenses.create(book, input, line.company_id, line.id, locale);
        break;
      }
      default:
        if (decision.learn_rule) learntRuleId = await learn(book, line, PLAIN_ACTIONS[decision.kind]);
    }
    await markLineReconciled(book.trx, book.userId, line.id, {
      kind: decision.kind,
      at: new Date().toISOString(),
    });
    return { learntRuleId };
  });
}

/**
 * Undoes a line's reconciliation: the payments it recorded are removed (each invoice back to unpaid or
 * part paid), the expense it made deleted, the bill it paid unpaid; then the line is unreconciled. A
 * bank rule it taught stays. 409 when the line is not reconciled.
 */
export async function undoReconciliation(
  db: Db,
  context: BookContext,
  writers: ReconcileWriters,
  lineId: number,
  locale: Locale,
): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const line = await lockBankLine(book.trx, book.userId, lineId);
    if (!line) throw notFound();
    if (line.status !== 'reconciled') throw conflictError(locale, 'bank_line_not_reconciled');
    const kind = line.reconciled_kind as ReconcileKind | null;
    if (kind === 'invoice-payment') await writers.payments.takeBack(book, line.id);
    if (kind === 'expense' || kind === 'split') await writers.expenses.takeBack(book, line.id, 'expense');
    if (kind === 'bill') await writers.expenses.takeBack(book, line.id, 'bill');
    await markLineReconciled(book.trx, book.userId, line.id, null);
  });
}
