import type { HistoryAction, HistoryRecordType } from '@sorted/core/books/history';
import { ledgerChange } from '@sorted/core/gst/ledger-change';
import { counterAfter } from '@sorted/core/sales-documents/numbering';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { BookContext } from './book-context.ts';
import { PeriodLockedError } from './book-errors.ts';
import { holdBusiness, insertHistory, lockCounter, lodgedPeriodsOf, setCounter } from './books.repository.ts';
import { applyInvoiceTotals, type InvoiceFacts } from './invoice-totals.repository.ts';
import {
  applyLedgerChange,
  type ExpenseFacts,
  expensePurchase,
  invoiceSale,
} from './ledger-totals.repository.ts';

// The books' one write path (issue 26). Every write that a BAS, the running totals or the numbering can
// see runs in `writeBooks`, and inside its transaction tells the Book what changed:
// - the Book works out every period the change touches (the record's dates before and after, and each
//   month whose BAS figures move) and refuses a lodged one with PeriodLockedError unless the request
//   confirmed; a confirmed change is written in the record's and the period's history. The carried
//   adjustment is the lodged period's live figures less what it reported, recorded once when the next
//   period is lodged (features/bas/lodge-bas-period.ts);
// - it keeps the running totals (dashboard and ledger);
// - it allocates document numbers from a per-business counter that never goes back;
// - it writes the history entry.
// Services call it; route handlers never do (scripts/check-boundaries.ts).

export type DocumentKind = 'invoice' | 'quote' | 'adjustment-note';

/** A record of the books: what the history and the lock name. */
export interface BookRecord {
  type: HistoryRecordType;
  /** Its id; for a BAS period `<company id>:<period key>`. */
  key: string | number;
  /** Its business, where the writer knows it (the history keeps it; the lock takes it apart). */
  companyId: number | null;
}

const monthsOf = (dates: readonly (string | null | undefined)[]) =>
  dates.flatMap((date) => (date && date.length >= 7 ? [date.slice(0, 7)] : []));

/** An invoice as the totals count it: a voided one counts nowhere. */
const counted = (facts: InvoiceFacts | null) => (facts && facts.voided_on === null ? facts : null);

/** Every date an invoice stands on: its issue and paid dates, its payments' and its notes'. */
export const invoiceDates = (facts: InvoiceFacts | null): string[] =>
  facts
    ? [
        facts.invoice_date,
        ...(facts.paid_date ? [facts.paid_date] : []),
        ...facts.payments.map((payment) => payment.date),
        ...facts.adjustments.map((note) => note.date),
      ]
    : [];

export class Book {
  readonly trx: Transaction<Database>;
  readonly context: BookContext;
  constructor(trx: Transaction<Database>, context: BookContext) {
    this.trx = trx;
    this.context = context;
  }

  get userId(): number {
    return this.context.userId;
  }

  /**
   * Refuses the write when a month it touches lies in a lodged period of the business, unless the
   * request confirmed; then the record's and each period's history say that it was changed after
   * lodgement.
   */
  async guard(record: BookRecord, touched: readonly { companyId: number; months: Iterable<string> }[]) {
    const byCompany = new Map<number, Set<string>>();
    for (const { companyId, months } of touched) {
      const set = byCompany.get(companyId) ?? new Set<string>();
      for (const month of months) set.add(month);
      byCompany.set(companyId, set);
    }
    for (const [companyId, months] of [...byCompany].sort(([a], [b]) => a - b)) {
      await holdBusiness(this.trx, this.userId, companyId);
      const periods = await lodgedPeriodsOf(this.trx, this.userId, companyId, [...months].sort());
      if (periods.length === 0) continue;
      if (!this.context.confirmLocked) throw new PeriodLockedError(periods[0] as string);
      for (const period of periods) {
        await this.history(record, 'confirmed-past-lock', { period });
        await this.history(
          { type: 'bas-period', key: `${companyId}:${period}`, companyId },
          'changed-after-lodgement',
          {
            record_type: record.type,
            record_id: String(record.key),
          },
        );
      }
    }
  }

  /**
   * An invoice went from `before` to `after` (null: not there; voided: counts nowhere). `dates` are the
   * dates of what the write changed besides the months whose BAS figures move (an edit of the invoice
   * names all of its dates; a payment, its own).
   */
  async invoice(
    record: BookRecord,
    before: InvoiceFacts | null,
    after: InvoiceFacts | null,
    dates: readonly (string | null | undefined)[],
  ): Promise<void> {
    const was = counted(before);
    const is = counted(after);
    const ledger = ledgerChange(was && invoiceSale(was), is && invoiceSale(is));
    const touched = [
      ...ledger.months.map((delta) => ({ companyId: delta.companyId, months: [delta.month] })),
      ...[before, after].flatMap((facts) =>
        facts ? [{ companyId: facts.company_id, months: monthsOf(dates) }] : [],
      ),
    ];
    await this.guard(record, touched);
    await applyInvoiceTotals(this.trx, this.userId, was, is, ledger);
  }

  /** An expense went from `before` to `after` (null: not there): its dates before and after are touched. */
  async expense(record: BookRecord, before: ExpenseFacts | null, after: ExpenseFacts | null): Promise<void> {
    const touched = [before, after].flatMap((facts) =>
      facts ? [{ companyId: facts.company_id, months: monthsOf([facts.expense_date, facts.paid_date]) }] : [],
    );
    await this.guard(record, touched);
    await applyLedgerChange(
      this.trx,
      this.userId,
      before && expensePurchase(before),
      after && expensePurchase(after),
    );
  }

  /** The business's next number of a kind, taken from its counter (which moves on with it). */
  async allocateNumber(
    companyId: number,
    kind: DocumentKind,
    next: (last: string | null) => string,
  ): Promise<string> {
    const number = next(await lockCounter(this.trx, this.userId, companyId, kind));
    await setCounter(this.trx, this.userId, companyId, kind, number);
    return number;
  }

  /** The counter of a kind, locked until the write ends: what a number worked out earlier must follow. */
  lockedCounter(companyId: number, kind: DocumentKind): Promise<string | null> {
    return lockCounter(this.trx, this.userId, companyId, kind);
  }

  /** A number the user chose was issued: the counter moves to it unless that would take it back. */
  async numberIssued(companyId: number, kind: DocumentKind, number: string): Promise<void> {
    const last = await lockCounter(this.trx, this.userId, companyId, kind);
    const after = counterAfter(last, number);
    if (after !== last) await setCounter(this.trx, this.userId, companyId, kind, after);
  }

  /** Writes what happened to a record in its history. */
  async history(record: BookRecord, action: HistoryAction, details: Record<string, unknown> = {}) {
    await insertHistory(this.trx, this.userId, {
      companyId: record.companyId,
      recordType: record.type,
      recordKey: String(record.key),
      action,
      actor: this.context.actor,
      details,
    });
  }
}

/** Runs a write of the books in one transaction. */
export function writeBooks<T>(db: Db, context: BookContext, work: (book: Book) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((trx) => work(new Book(trx, context)));
}

/** The Book of a transaction a caller opened already (a job that composes several writes). */
export const bookOf = (trx: Transaction<Database>, context: BookContext) => new Book(trx, context);
