import { daysBetween, type IsoDate } from '../../dates/calendar.ts';
import type { Cents } from '../../money/cents.ts';
import { CONFIDENCE, DATE_BONUS_MAX } from './confidence.ts';
import { exactSums } from './exact-sums.ts';
import { namesInvoice, referencesIn } from './invoice-references.ts';
import { namesIn } from './party-name.ts';

// Which open invoices a deposit pays. The evidence, strongest first: the invoice's number in the
// narrative, the exact amount still owed, the client's name, and the date. Xero's automatic match
// (amount, then the closest due date) is the known source of wrong matches when several invoices are
// of one amount; MYOB makes no match then. So here an amount alone is never enough for "accept all"
// unless it is the only invoice of that amount, and even then stays below the bulk line; two
// candidates nothing tells apart are both offered, low, for the owner to choose.

/** An invoice still owed: the caller leaves out paid, voided and draft ones. */
export interface OpenInvoice {
  id: number;
  number: string;
  clientName: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** What is still owed on it, in cents (> 0). */
  outstandingCents: Cents;
}

/** Why a suggestion was made, for the screen to say. */
export type SuggestionReason = 'number' | 'amount' | 'client' | 'date' | 'several' | 'part';

/** A payment to record: this much of the line to this invoice. */
export interface Allocation {
  invoiceId: number;
  amountCents: Cents;
}

export interface InvoiceSuggestion {
  /** Each to an open invoice, each at most its outstanding amount, together at most the line's amount. */
  allocations: Allocation[];
  /** 0–100, see confidence.ts; at or above BULK_ACCEPT_CONFIDENCE the screen's "accept all" takes it. */
  confidence: number;
  reasons: SuggestionReason[];
}

interface BankCredit {
  date: IsoDate;
  /** Positive: money in. */
  amountCents: Cents;
  description: string;
}

const MAX_SUGGESTIONS = 5;
// The deposit paying several invoices: sets of up to 5, searched among the 30 likeliest invoices
// (each less than the line), so that hundreds of open invoices cost no more than thirty.
const SET_POOL = 30;
const SET_LIMITS = { maxSize: 5, maxSets: 40, maxSteps: 20_000 };
const CLIENT_SET_LIMITS = { maxSize: 5, maxSets: 10, maxSteps: 2_000 };
// A payment this long after the due date still fits the invoice, less the later it comes.
const LATE_DAYS = 90;

/** One open invoice as the line's evidence sees it. */
interface Candidate {
  invoice: OpenInvoice;
  /** Its number is in the narrative. */
  named: boolean;
  /** Its client's name is in the narrative. */
  client: boolean;
  /** The line came before the invoice was issued: a payment for it is unlikely. */
  before: boolean;
  /** 0–DATE_BONUS_MAX: the line falls between issue and LATE_DAYS after due, more the closer to the due date. */
  dateBonus: number;
  /** Days between the line and the due date. */
  distance: number;
}

function candidateOf(
  line: BankCredit,
  invoice: OpenInvoice,
  evidence: { named: boolean; client: boolean; late: number },
): Candidate {
  const { named, client, late } = evidence;
  const before = line.date < invoice.issueDate;
  const distance = Math.abs(late);
  const dateBonus = before || late > LATE_DAYS ? 0 : distance <= 7 ? DATE_BONUS_MAX : distance <= 30 ? 2 : 1;
  return { invoice, named, client, before, dateBonus, distance };
}

/** Evidence a candidate rests on besides the amount, as a number to compare: the number, the client, a sensible date. */
const strengthOf = (candidate: Candidate) =>
  (candidate.named ? 4 : 0) + (candidate.client ? 2 : 0) + (candidate.before ? 0 : 1);

/** Likeliest first: evidence, then how well the date fits, then the id for a stable order. */
const byLikelihood = (a: Candidate, b: Candidate) =>
  strengthOf(b) - strengthOf(a) || a.distance - b.distance || a.invoice.id - b.invoice.id;

interface Draft {
  parts: { candidate: Candidate; amountCents: Cents }[];
  level: number;
}

/** Oldest due first: the order a payment of several invoices settles them in. */
const byDueDate = (a: Candidate, b: Candidate) =>
  a.invoice.dueDate.localeCompare(b.invoice.dueDate) || a.invoice.id - b.invoice.id;

const inFull = (candidates: readonly Candidate[], level: number): Draft => ({
  parts: [...candidates]
    .sort(byDueDate)
    .map((candidate) => ({ candidate, amountCents: candidate.invoice.outstandingCents })),
  level,
});

/** The line pays exactly what one invoice owes; unique evidence gives its level, a tie gives "ambiguous". */
function exactSingles(exact: readonly Candidate[]): Draft[] {
  const best = Math.max(...exact.map(strengthOf));
  const top = exact.filter((candidate) => strengthOf(candidate) === best);
  return exact.map((candidate) => {
    const level = candidate.named
      ? candidate.before
        ? CONFIDENCE.numberBeforeIssue
        : CONFIDENCE.numberAndAmount
      : candidate.client
        ? candidate.before
          ? CONFIDENCE.clientBeforeIssue
          : CONFIDENCE.clientAndAmount
        : candidate.before
          ? CONFIDENCE.amountBeforeIssue
          : CONFIDENCE.amountOnly;
    const unique = top.length === 1 && top[0] === candidate;
    return inFull([candidate], unique ? level : Math.min(level, CONFIDENCE.ambiguous));
  });
}

/**
 * What the line pays of the invoices the narrative names, when it is not exactly one of them: part of
 * the one named invoice, or the named ones in due-date order, the last in part; or all of them in full
 * with money left over.
 */
function namedDrafts(line: BankCredit, named: readonly Candidate[]): Draft[] {
  const total = named.reduce((sum, candidate) => sum + candidate.invoice.outstandingCents, 0);
  // One named invoice of exactly the amount is an exact single, two or more are a tie: not guessed here.
  if (named.some((candidate) => candidate.invoice.outstandingCents === line.amountCents)) return [];
  if (total === line.amountCents) return [inFull(named, setLevel(named, named.length))];
  if (total < line.amountCents) return [inFull(named, CONFIDENCE.namedOver)];
  const ordered = [...named].sort(byDueDate);
  const parts: Draft['parts'] = [];
  let left = line.amountCents;
  for (const candidate of ordered) {
    if (left === 0) break;
    const amountCents = Math.min(left, candidate.invoice.outstandingCents);
    parts.push({ candidate, amountCents });
    left -= amountCents;
  }
  const level =
    parts.length === 1
      ? parts[0]?.candidate.before
        ? CONFIDENCE.otherThanNamed
        : CONFIDENCE.numberPart
      : CONFIDENCE.namedShort;
  return [{ parts, level }];
}

/** Part payments of a named client's invoices (each owing more than the line). */
function clientParts(line: BankCredit, candidates: readonly Candidate[]): Draft[] {
  return candidates
    .filter((c) => c.client && !c.named && !c.before && c.invoice.outstandingCents > line.amountCents)
    .map((candidate) => ({
      parts: [{ candidate, amountCents: line.amountCents }],
      level: CONFIDENCE.clientPart,
    }));
}

/** The level of a set of invoices adding up exactly to the line. */
function setLevel(set: readonly Candidate[], namedCount: number): number {
  const clients = new Set(set.map((candidate) => candidate.invoice.clientName));
  const named = set.filter((candidate) => candidate.named).length;
  const level =
    named === set.length
      ? named === namedCount
        ? CONFIDENCE.namedSet
        : CONFIDENCE.namedSetOthersNamed
      : named > 0
        ? CONFIDENCE.namedSomeSet
        : clients.size === 1
          ? set.every((candidate) => candidate.client)
            ? CONFIDENCE.clientSet
            : CONFIDENCE.oneClientSet
          : CONFIDENCE.anySet;
  return set.some((candidate) => candidate.before) ? Math.min(level, CONFIDENCE.amountBeforeIssue) : level;
}

/** Sets of invoices adding up to the line: among the likeliest overall, and within each client's. */
function exactSets(line: BankCredit, candidates: readonly Candidate[], namedCount: number): Draft[] {
  const pool = candidates
    .filter((candidate) => candidate.invoice.outstandingCents < line.amountCents)
    .sort(byLikelihood)
    .slice(0, SET_POOL);
  const amountsOf = (group: readonly Candidate[]) => group.map((c) => c.invoice.outstandingCents);
  const sets = new Map<string, Candidate[]>();
  const keep = (group: readonly Candidate[], indexes: readonly number[]) => {
    const set = indexes.flatMap((index) => group[index] ?? []);
    sets.set(
      set
        .map((c) => c.invoice.id)
        .sort((a, b) => a - b)
        .join(','),
      set,
    );
  };
  for (const indexes of exactSums(amountsOf(pool), line.amountCents, SET_LIMITS)) keep(pool, indexes);
  const byClient = new Map<string, Candidate[]>();
  for (const candidate of pool) {
    byClient.set(candidate.invoice.clientName, [
      ...(byClient.get(candidate.invoice.clientName) ?? []),
      candidate,
    ]);
  }
  for (const group of byClient.values()) {
    if (group.length < 2) continue;
    for (const indexes of exactSums(amountsOf(group), line.amountCents, CLIENT_SET_LIMITS))
      keep(group, indexes);
  }
  const drafts = [...sets.values()].map((set) => inFull(set, setLevel(set, namedCount)));
  // Two sets on the same evidence: nothing tells which one the payer meant.
  const best = Math.max(...drafts.map((draft) => draft.level));
  const tied = drafts.filter((draft) => draft.level === best).length > 1;
  return tied
    ? drafts.map((draft) => ({ ...draft, level: Math.min(draft.level, CONFIDENCE.ambiguous) }))
    : drafts;
}

const REASON_ORDER: readonly SuggestionReason[] = ['number', 'amount', 'client', 'date', 'several', 'part'];

function suggestionOf(line: BankCredit, draft: Draft, anyNamed: boolean): InvoiceSuggestion {
  const { parts } = draft;
  const allocated = parts.reduce((sum, part) => sum + part.amountCents, 0);
  const someNamed = parts.some((part) => part.candidate.named);
  const has: Record<SuggestionReason, boolean> = {
    number: someNamed,
    amount:
      allocated === line.amountCents &&
      parts.every((part) => part.amountCents === part.candidate.invoice.outstandingCents),
    client: parts.every((part) => part.candidate.client),
    date: parts.every((part) => part.candidate.dateBonus > 0),
    several: parts.length > 1,
    part: parts.some((part) => part.amountCents < part.candidate.invoice.outstandingCents),
  };
  const level = anyNamed && !someNamed ? Math.min(draft.level, CONFIDENCE.otherThanNamed) : draft.level;
  const dateBonus = Math.min(...parts.map((part) => part.candidate.dateBonus));
  return {
    allocations: parts.map((part) => ({
      invoiceId: part.candidate.invoice.id,
      amountCents: part.amountCents,
    })),
    confidence: Math.min(100, level + dateBonus),
    reasons: REASON_ORDER.filter((reason) => has[reason]),
  };
}

/**
 * The open invoices a credit line (amountCents > 0) likely pays, best first, at most five (or
 * `options.limit`); none for a debit. Each suggestion is a whole answer: one invoice paid in full, a
 * part payment, or several invoices (across clients too) whose outstanding amounts add up to the line.
 * See confidence.ts for what each level rests on; a suggestion that leaves out every invoice the
 * narrative names is capped below the bulk line, whatever its amount.
 */
export function suggestInvoices(
  line: BankCredit,
  open: readonly OpenInvoice[],
  options: { limit?: number } = {},
): InvoiceSuggestion[] {
  if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) return [];
  const references = referencesIn(line.description);
  const clientNamed = namesIn(line.description);
  // Many invoices fall due on the same days, and counting days is the costliest step per invoice.
  const lateness = new Map<IsoDate, number>();
  const daysLate = (dueDate: IsoDate) => {
    const known = lateness.get(dueDate) ?? daysBetween(dueDate, line.date);
    lateness.set(dueDate, known);
    return known;
  };
  const candidates = open
    .filter((invoice) => Number.isSafeInteger(invoice.outstandingCents) && invoice.outstandingCents > 0)
    .map((invoice) =>
      candidateOf(line, invoice, {
        named: namesInvoice(references, invoice.number),
        client: clientNamed(invoice.clientName),
        late: daysLate(invoice.dueDate),
      }),
    );
  const named = candidates.filter((candidate) => candidate.named);
  const exact = candidates.filter((candidate) => candidate.invoice.outstandingCents === line.amountCents);
  const drafts = [
    ...(exact.length > 0 ? exactSingles(exact) : []),
    ...(named.length > 0 ? namedDrafts(line, named) : []),
    ...clientParts(line, candidates),
    ...exactSets(line, candidates, named.length),
  ];
  const ranked = drafts
    .map((draft) => ({ draft, suggestion: suggestionOf(line, draft, named.length > 0) }))
    .sort(
      (a, b) =>
        b.suggestion.confidence - a.suggestion.confidence ||
        evidenceOf(b.draft) - evidenceOf(a.draft) ||
        distanceOf(a.draft) - distanceOf(b.draft) ||
        idsOf(a.draft).localeCompare(idsOf(b.draft)),
    );
  // The same allocations may come from two rules (a named set is also an exact sum): the best stays.
  const distinct = new Map<string, InvoiceSuggestion>();
  for (const { suggestion } of ranked) {
    const key = suggestion.allocations.map((a) => `${a.invoiceId}:${a.amountCents}`).join(',');
    if (!distinct.has(key)) distinct.set(key, suggestion);
  }
  return [...distinct.values()].slice(0, options.limit ?? MAX_SUGGESTIONS);
}

const evidenceOf = (draft: Draft) => Math.min(...draft.parts.map((part) => strengthOf(part.candidate)));
const distanceOf = (draft: Draft) => draft.parts.reduce((sum, part) => sum + part.candidate.distance, 0);
const idsOf = (draft: Draft) =>
  draft.parts.map((part) => String(part.candidate.invoice.id).padStart(12, '0')).join(',');
