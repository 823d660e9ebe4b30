import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.ts';
import { identifyLines, newLines } from './line-identity.ts';
import type { StatementLine } from './statement.ts';

// A bank account's statement, exported several times over date ranges that overlap, and the exports
// imported in any order: every line of the statement is kept exactly once. Lines are drawn from a few
// descriptions and amounts, so that a day often holds identical lines and the same amount recurs on
// other days (daily interest).

type BankIds = 'none' | 'unique' | 'sequential';

interface Draft {
  day: number;
  amountCents: number;
  description: string;
}

const draft: fc.Arbitrary<Draft> = fc.record({
  day: fc.nat({ max: 20 }),
  amountCents: fc.constantFrom(-5, -10_000, 150_000, -4_250),
  description: fc.constantFrom(
    'Transfer to savings',
    'Debit Interest',
    'TRANSFER  TO SAVINGS',
    'Coffee | cake',
  ),
});

/** The statement, oldest first, with running balances when asked; `id` stands for the bank's own id. */
function statementOf(drafts: readonly Draft[], balances: boolean): (StatementLine & { id: number })[] {
  let balance = 100_000;
  return [...drafts]
    .sort((a, b) => a.day - b.day)
    .map((d, id) => {
      balance += d.amountCents;
      return {
        id,
        sourceLine: 0,
        date: addDays('2025-01-01', d.day),
        amountCents: d.amountCents,
        description: d.description,
        balanceCents: balances ? balance : null,
        bankId: null,
      };
    });
}

/** How the exports are cut: where each ends, how far the next reaches back, which run newest first. */
const cuts = fc.array(fc.record({ end: fc.nat(), back: fc.nat(), newestFirst: fc.boolean() }), {
  minLength: 2,
  maxLength: 4,
});

/**
 * Ranges of units [start, end] that cover 0..units-1, each starting at or before the one before ended
 * (+1), so that consecutive exports leave no hole and often overlap.
 */
function rangesOf(units: number, plan: readonly { end: number; back: number }[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  plan.forEach((cut, index) => {
    const last = index === plan.length - 1;
    const end = last ? units - 1 : start + (cut.end % (units - start));
    ranges.push([start, end]);
    start = Math.min(units - 1, Math.max(0, end + 1 - (cut.back % (end + 2))));
  });
  return ranges;
}

function exportsOf(
  statement: readonly (StatementLine & { id: number })[],
  plan: readonly { end: number; back: number; newestFirst: boolean }[],
  byDay: boolean,
  bankIds: BankIds,
): StatementLine[][] {
  // Units are days when exports are cut on day boundaries, else single lines.
  const days = [...new Set(statement.map((l) => l.date))];
  const unitOf = (l: StatementLine & { id: number }) => (byDay ? days.indexOf(l.date) : l.id);
  const units = byDay ? days.length : statement.length;
  return rangesOf(units, plan).map(([start, end], index) => {
    const part = statement.filter((l) => unitOf(l) >= start && unitOf(l) <= end);
    const ordered = plan[index]?.newestFirst ? [...part].reverse() : part;
    return ordered.map(({ id, ...l }, position) => ({
      ...l,
      sourceLine: position + 1,
      // Sequential ids are what one bank writes: 1, 2, 3… afresh in every file.
      bankId: bankIds === 'none' ? null : bankIds === 'unique' ? `L${id}` : String(position + 1),
    }));
  });
}

/** Imports the files in turn, as the API does: each file's fresh lines are stored with their keys. */
function importAll(files: readonly StatementLine[][]) {
  const contentKeys = new Set<string>();
  const bankKeys = new Set<string>();
  const kept: StatementLine[] = [];
  for (const file of files) {
    const { fresh } = newLines({ contentKeys, bankKeys }, identifyLines(file));
    for (const line of fresh) {
      contentKeys.add(line.contentKey);
      if (line.bankKey !== null) bankKeys.add(line.bankKey);
      kept.push(line);
    }
  }
  return { kept, contentKeys, bankKeys };
}

const multiset = (lines: readonly StatementLine[]) =>
  lines.map((l) => JSON.stringify([l.date, l.amountCents, l.description, l.balanceCents])).sort();

const orderOf = (count: number, keys: readonly number[]) =>
  Array.from({ length: count }, (_, index) => index).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);

function checkEachLineOnce(
  drafts: readonly Draft[],
  plan: Parameters<typeof exportsOf>[1],
  keys: readonly number[],
  byDay: boolean,
  balances: boolean,
  bankIds: BankIds,
) {
  const statement = statementOf(drafts, balances);
  const files = exportsOf(statement, plan, byDay, bankIds);
  const { kept, contentKeys, bankKeys } = importAll(
    orderOf(files.length, keys).map((index) => files[index] ?? []),
  );
  expect(multiset(kept)).toEqual(multiset(statement));
  // Any of the files imported again adds nothing.
  for (const file of files) {
    expect(newLines({ contentKeys, bankKeys }, identifyLines(file)).fresh).toEqual([]);
  }
}

const drafts = fc.array(draft, { minLength: 1, maxLength: 40 });
const importOrder = fc.array(fc.nat(), { minLength: 4, maxLength: 4 });

describe('importing overlapping exports in any order keeps each line of the statement once', () => {
  it('when exports are cut on day boundaries, with or without balances and bank ids', () => {
    fc.assert(
      fc.property(
        drafts,
        cuts,
        importOrder,
        fc.boolean(),
        fc.constantFrom<BankIds>('none', 'unique', 'sequential'),
        (lines, plan, keys, balances, bankIds) =>
          checkEachLineOnce(lines, plan, keys, true, balances, bankIds),
      ),
      { numRuns: 200 },
    );
  });

  it('when the file has balances, wherever exports are cut (mid-day too)', () => {
    fc.assert(
      fc.property(
        drafts,
        cuts,
        importOrder,
        fc.constantFrom<BankIds>('none', 'unique'),
        (lines, plan, keys, bankIds) => checkEachLineOnce(lines, plan, keys, false, true, bankIds),
      ),
      { numRuns: 200 },
    );
  });
});
