import {
  kindFitsAmount,
  RECONCILE_KINDS,
  type ReconcileKind,
} from '@sorted/core/bank/reconcile/reconcile-kinds';
import type { ReconcileSuggestion } from '@sorted/core/contract/bank';
import type { ExpenseCategory } from '@sorted/core/expenses/categories';
import { BUSINESS_USE_DEFAULT } from '@sorted/core/expenses/expense-gst';
import { centsToDecimal, parseCents } from '@sorted/core/money/cents';
import { reconciliationSchema } from '@sorted/core/schemas/bank-reconciliation';
import type { FormSchema } from '../../lib/form.ts';
import type { OpenInvoice } from './decision-sources.ts';
import type { Decision, ReconcileLine } from './reconcile.ts';

// The "Something else…" panel's state as people fill it in, and the decision it sends: pure, so the
// panel and the tests share it. The field names are the API's, so its errors land under them.

export interface AllocationValues {
  invoice_id: string;
  invoice_number: string;
  client_name: string;
  /** What the invoice still owes. */
  outstanding: string;
  /** What of the line pays it, as typed. */
  amount: string;
}

export interface DecisionValues {
  kind: ReconcileKind;
  allocations: AllocationValues[];
  supplier_name: string;
  category: ExpenseCategory | '';
  /** The GST in it, as typed; blank: Sorted works it out from the business's registration. */
  gst: string;
  business_use_percent: number | string;
  learn_rule: boolean;
  bill_id: string;
  /** A split's business share: a whole percentage of the line, or an amount. */
  share: 'percent' | 'amount';
  business_percent: number | string;
  business_amount: string;
}

/** The kinds a line of this amount can be: an invoice is paid by money in, an expense by money out. */
export const kindsFor = (line: ReconcileLine) =>
  RECONCILE_KINDS.filter((kind) => kindFitsAmount(kind, parseCents(line.amount) ?? 0));

/** A line's size, positive: what its parts share out. */
export const lineSize = (line: ReconcileLine) => Math.abs(parseCents(line.amount) ?? 0);

/** The panel's start: the top suggestion's details where there is one, else the line's narrative. */
export function initialDecision(
  line: ReconcileLine,
  suggestion: ReconcileSuggestion | undefined,
): DecisionValues {
  const kinds = kindsFor(line);
  const payment = line.suggestions.find((option) => option.kind === 'invoice-payment');
  const expense = line.suggestions.find((option) => option.kind === 'expense');
  const bill = line.suggestions.find((option) => option.kind === 'bill');
  const kind = suggestion?.kind ?? kinds[0] ?? 'transfer';
  return {
    kind,
    allocations:
      payment?.kind === 'invoice-payment'
        ? payment.allocations.map((allocation) => ({
            invoice_id: allocation.invoice_id,
            invoice_number: allocation.invoice_number,
            client_name: allocation.client_name,
            outstanding: allocation.outstanding,
            amount: allocation.amount,
          }))
        : [],
    supplier_name:
      expense?.kind === 'expense' ? expense.expense.supplier_name : line.description.slice(0, 100),
    category: expense?.kind === 'expense' ? expense.expense.category : '',
    gst: expense?.kind === 'expense' ? expense.expense.gst : '',
    business_use_percent:
      expense?.kind === 'expense' ? expense.expense.business_use_percent : BUSINESS_USE_DEFAULT,
    learn_rule: false,
    bill_id: bill?.kind === 'bill' ? bill.bill.expense_id : '',
    share: 'percent',
    business_percent: 50,
    business_amount: '',
  };
}

/** An open invoice added to the payment: what is left of the line pays it, up to what it owes. */
export function allocationFor(invoice: OpenInvoice, line: ReconcileLine, allocations: AllocationValues[]) {
  const taken = allocations.reduce((sum, allocation) => sum + (parseCents(allocation.amount) ?? 0), 0);
  const left = Math.max(lineSize(line) - taken, 0);
  const owed = parseCents(invoice.balanceDue) ?? 0;
  return {
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    client_name: invoice.clientName,
    outstanding: invoice.balanceDue,
    amount: centsToDecimal(Math.min(left, owed)),
  } satisfies AllocationValues;
}

/** What of the line the payments leave unallocated (negative: they take more than it brought). */
export function unallocatedCents(line: ReconcileLine, allocations: AllocationValues[]): number {
  return allocations.reduce(
    (left, allocation) => left - (parseCents(allocation.amount) ?? 0),
    lineSize(line),
  );
}

const expenseFields = (values: DecisionValues) => ({
  supplier_name: values.supplier_name,
  category: values.category,
  gst: values.gst.trim() === '' ? null : values.gst.trim(),
  business_use_percent: values.business_use_percent,
});

/** The decision the panel sends. */
export function payloadOf(values: DecisionValues): Decision {
  switch (values.kind) {
    case 'invoice-payment':
      return {
        kind: 'invoice-payment',
        allocations: values.allocations.map(({ invoice_id, amount }) => ({
          invoice_id,
          amount: amount.trim(),
        })),
      };
    case 'expense':
      return { kind: 'expense', ...expenseFields(values), learn_rule: values.learn_rule } as Decision;
    case 'bill':
      return { kind: 'bill', bill_id: values.bill_id };
    case 'split':
      return {
        kind: 'split',
        ...expenseFields(values),
        business_percent: values.share === 'percent' ? values.business_percent : null,
        business_amount: values.share === 'amount' ? values.business_amount.trim() : null,
      } as Decision;
    default:
      return { kind: values.kind, learn_rule: values.learn_rule };
  }
}

/** The form's check: the API's own schema, on what would be sent. */
export const decisionFormSchema: FormSchema = {
  safeParse: (values) => reconciliationSchema.safeParse(payloadOf(values as DecisionValues)),
};
