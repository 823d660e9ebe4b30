import { type BankRule, ruleFor } from '@sorted/core/bank/reconcile/bank-rules';
import { CONFIDENCE } from '@sorted/core/bank/reconcile/confidence';
import {
  type ExpenseSuggestion,
  type OpenBill,
  suggestExpense,
} from '@sorted/core/bank/reconcile/expense-suggestion';
import { namesInvoice, referencesIn } from '@sorted/core/bank/reconcile/invoice-references';
import { type OpenInvoice, suggestInvoices } from '@sorted/core/bank/reconcile/invoice-suggestions';
import { kindNamedIn } from '@sorted/core/bank/reconcile/narrative-kind';
import { namesIn } from '@sorted/core/bank/reconcile/party-name';
import { kindFitsAmount, kindOfAction } from '@sorted/core/bank/reconcile/reconcile-kinds';
import type { ReconcileSuggestion } from '@sorted/core/contract/bank';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Executor } from '../../db/executor.ts';
import type { BankLineRow } from './bank-lines.repository.ts';
import { rulesOfBusiness } from './bank-rules.repository.ts';
import {
  billsCosting,
  clientNames,
  type InvoiceCandidate,
  invoicesNumbered,
  invoicesOfClients,
  invoicesOwing,
} from './reconcile-candidates.repository.ts';

// What Sorted suggests each line of a page is (core's suggestInvoices, suggestExpense and ruleFor),
// weighed against the candidates fetched for the page. Each line sees only the candidates its own
// evidence fetches (its amount, the invoice numbers and clients its narrative names), so a line's
// suggestions are the same whichever page it is read on, and "accept all" recomputing them one line
// at a time finds what the screen showed.

/** A suggestion as the screen shows it: accepted, it is core's decisionOfSuggestion of it. */
type Suggested = ReconcileSuggestion;

export interface Business {
  companyId: number;
  gstRegistered: boolean;
}

interface Line {
  id: number;
  date: string;
  amountCents: number;
  description: string;
}

const lineOf = (row: BankLineRow): Line => ({
  id: row.id,
  date: row.date,
  amountCents: Number(row.amount_cents),
  description: row.description,
});

// A narrative naming more clients than this names none of them well; their invoices are not fetched.
const MAX_CLIENTS_NAMED = 10;

/** Everything the page's lines are weighed against. */
interface Candidates {
  invoices: Map<number, InvoiceCandidate>;
  clients: Map<number, string>;
  /** The clients each credit line names, by line id. */
  clientsNamed: Map<number, Set<number>>;
  bills: OpenBill[];
  rules: BankRule[];
}

async function candidatesOf(
  db: Executor,
  userId: number,
  business: Business,
  lines: readonly Line[],
): Promise<Candidates> {
  const { companyId } = business;
  const credits = lines.filter((line) => line.amountCents > 0);
  const debits = lines.filter((line) => line.amountCents < 0);
  const values = new Set(
    credits.flatMap((line) => referencesIn(line.description).map((reference) => reference.value)),
  );
  const [clients, owing, numbered, bills, rules] = await Promise.all([
    credits.length > 0 ? clientNames(db, userId) : new Map<number, string>(),
    invoicesOwing(db, userId, companyId, [...new Set(credits.map((line) => line.amountCents))]),
    invoicesNumbered(db, userId, companyId, [...values]),
    billsCosting(db, userId, companyId, [...new Set(debits.map((line) => -line.amountCents))]),
    rulesOfBusiness(db, userId, companyId),
  ]);
  const clientsNamed = new Map<number, Set<number>>();
  for (const line of credits) {
    const named = namesIn(line.description);
    const ids = new Set<number>();
    for (const [id, name] of clients) {
      if (ids.size === MAX_CLIENTS_NAMED) break;
      if (named(name)) ids.add(id);
    }
    clientsNamed.set(line.id, ids);
  }
  const ofClients = await invoicesOfClients(db, userId, companyId, [
    ...new Set([...clientsNamed.values()].flatMap((ids) => [...ids])),
  ]);
  const invoices = new Map<number, InvoiceCandidate>();
  for (const invoice of [...owing, ...numbered, ...ofClients]) invoices.set(invoice.id, invoice);
  return { invoices, clients, clientsNamed, bills, rules };
}

const clientNameOf = (invoice: InvoiceCandidate, clients: Map<number, string>) =>
  (invoice.customerId === null ? undefined : clients.get(invoice.customerId)) ?? invoice.savedClient ?? '';

/** The open invoices the line's own evidence fetched: its amount, the numbers and clients it names. */
function openInvoicesFor(line: Line, candidates: Candidates): OpenInvoice[] {
  const references = referencesIn(line.description);
  const named = candidates.clientsNamed.get(line.id) ?? new Set<number>();
  return [...candidates.invoices.values()]
    .filter(
      (invoice) =>
        invoice.outstandingCents === line.amountCents ||
        (invoice.customerId !== null && named.has(invoice.customerId)) ||
        namesInvoice(references, invoice.number),
    )
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      clientName: clientNameOf(invoice, candidates.clients),
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      outstandingCents: invoice.outstandingCents,
    }));
}

function invoiceSuggestions(line: Line, candidates: Candidates): Suggested[] {
  const open = openInvoicesFor(line, candidates);
  const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
  return suggestInvoices(line, open).map(({ allocations, confidence, reasons }) => ({
    kind: 'invoice-payment',
    confidence,
    reasons,
    allocations: allocations.map(({ invoiceId, amountCents }) => {
      const invoice = byId.get(invoiceId);
      return {
        invoice_id: String(invoiceId),
        invoice_number: invoice?.number ?? '',
        client_name: invoice?.clientName ?? '',
        due_date: invoice?.dueDate ?? '',
        outstanding: centsToDecimal(invoice?.outstandingCents ?? 0),
        amount: centsToDecimal(amountCents),
      };
    }),
  }));
}

/** A rule's transfer, drawing, contribution or ATO kind, when one matches the line and fits its direction. */
function ruleKindSuggestion(line: Line, rules: readonly BankRule[]): Suggested | null {
  const rule = ruleFor(line, rules);
  if (rule === null || rule.action.kind === 'expense') return null;
  const kind = kindOfAction(rule.action, line.amountCents);
  if (kind === 'expense' || !kindFitsAmount(kind, line.amountCents)) return null;
  return { kind, confidence: CONFIDENCE.rule, rule_id: String(rule.id) };
}

function expenseSuggested(suggestion: ExpenseSuggestion, bills: readonly OpenBill[]): Suggested | null {
  const { confidence } = suggestion;
  if (suggestion.kind === 'bill') {
    const bill = bills.find((each) => each.id === suggestion.billId);
    if (!bill) return null;
    return {
      kind: 'bill',
      confidence,
      bill: {
        expense_id: String(bill.id),
        supplier_name: bill.supplierName,
        amount: centsToDecimal(bill.amountCents),
        due_date: bill.dueDate,
      },
    };
  }
  if (suggestion.kind === 'expense') {
    const { expense } = suggestion;
    return {
      kind: 'expense',
      confidence,
      rule_id: expense.fromRule === null ? null : String(expense.fromRule),
      expense: {
        // A payee key can be longer than a supplier's name may be: the suggestion is sent back as it is.
        supplier_name: expense.supplierName.slice(0, 100).trim(),
        category: expense.category,
        amount: centsToDecimal(expense.amountCents),
        gst: centsToDecimal(expense.gstCents),
        business_use_percent: expense.businessUsePercent,
      },
    };
  }
  return { kind: suggestion.kind, confidence, rule_id: String(suggestion.fromRule) };
}

const keyOf = (suggestion: Suggested) =>
  suggestion.kind === 'bill'
    ? `bill:${suggestion.bill.expense_id}`
    : suggestion.kind === 'expense'
      ? `expense:${suggestion.rule_id}:${suggestion.expense.supplier_name}`
      : suggestion.kind === 'invoice-payment'
        ? `invoice:${suggestion.allocations.map((a) => `${a.invoice_id}/${a.amount}`).join(',')}`
        : `${suggestion.kind}:${suggestion.rule_id ?? 'narrative'}`;

/**
 * A debit's suggestions: core's answer first, then what it would say without the rules (the bill of
 * the amount) and without the bills (the rule), and the expense named from the narrative.
 */
function debitSuggestions(line: Line, candidates: Candidates, gstRegistered: boolean): Suggested[] {
  const openBills = candidates.bills.filter((bill) => bill.amountCents === -line.amountCents);
  const { rules } = candidates;
  const answers = [
    suggestExpense(line, { rules, gstRegistered, openBills }),
    suggestExpense(line, { rules: [], gstRegistered, openBills }),
    suggestExpense(line, { rules, gstRegistered, openBills: [] }),
    suggestExpense(line, { rules: [], gstRegistered, openBills: [] }),
  ];
  const [first, ...others] = answers.flatMap((answer) =>
    answer === null ? [] : (expenseSuggested(answer, openBills) ?? []),
  );
  if (!first) return [];
  return [first, ...others.sort((a, b) => b.confidence - a.confidence)];
}

function distinct(suggestions: readonly Suggested[]): Suggested[] {
  const seen = new Map<string, Suggested>();
  for (const suggested of suggestions) if (!seen.has(keyOf(suggested))) seen.set(keyOf(suggested), suggested);
  return [...seen.values()];
}

/** Named from the narrative alone: an expense of no rule's, with no bill behind it. */
const isGuessedExpense = (suggestion: Suggested) =>
  suggestion.kind === 'expense' && suggestion.rule_id === null;

/**
 * A debit's suggestions with what its narrative names (the ATO, a transfer to the owner's savings), which
 * then takes the place of the expense guessed from the narrative: never an expense with GST for a BAS
 * payment. A rule's or a bill's suggestion keeps its place before it.
 */
function withNarrativeKind(line: Line, suggestions: readonly Suggested[]): Suggested[] {
  const named = kindNamedIn(line);
  if (named === null || suggestions.some((each) => each.kind === named.kind)) return [...suggestions];
  const kept = suggestions.filter((each) => !isGuessedExpense(each));
  const narrative: Suggested = { kind: named.kind, confidence: named.confidence, rule_id: null };
  const at = kept.findIndex((each) => each.confidence < named.confidence);
  return at === -1 ? [...kept, narrative] : [...kept.slice(0, at), narrative, ...kept.slice(at)];
}

function suggestionsOf(line: Line, candidates: Candidates, business: Business): Suggested[] {
  if (line.amountCents < 0)
    return withNarrativeKind(line, distinct(debitSuggestions(line, candidates, business.gstRegistered)));
  const invoices = invoiceSuggestions(line, candidates);
  const rule = ruleKindSuggestion(line, candidates.rules);
  // Best first; on a tie the invoice, which the narrative's evidence names, before the rule.
  const ranked = [...invoices, ...(rule ? [rule] : [])].sort((a, b) => b.confidence - a.confidence);
  return withNarrativeKind(line, ranked);
}

/** Each line's suggestions, best first, by line id. */
export async function suggestionsForLines(
  db: Executor,
  userId: number,
  business: Business,
  rows: readonly BankLineRow[],
): Promise<Map<number, ReconcileSuggestion[]>> {
  const lines = rows.map(lineOf);
  if (lines.length === 0) return new Map();
  const candidates = await candidatesOf(db, userId, business, lines);
  return new Map(lines.map((line) => [line.id, suggestionsOf(line, candidates, business)]));
}
