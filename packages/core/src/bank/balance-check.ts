import type { StatementLine } from './statement.ts';

// PLACEHOLDER, replaced wholesale by the bank-core branch: where two lines carrying balances do not
// follow from each other by the amounts between them, a stretch of the statement is missing.

export interface BalanceGap {
  afterLine: number;
  beforeLine: number;
  expectedCents: number;
  foundCents: number;
  missingCents: number;
}

export function balanceGaps(
  lines: { date: string; amountCents: number; balanceCents: number | null; sourceLine: number }[],
): BalanceGap[] {
  const gaps: BalanceGap[] = [];
  let last: { sourceLine: number; balanceCents: number } | null = null;
  let moved = 0;
  for (const line of lines) {
    moved += line.amountCents;
    if (line.balanceCents === null) continue;
    if (last !== null) {
      const expectedCents: number = last.balanceCents + moved;
      if (expectedCents !== line.balanceCents) {
        gaps.push({
          afterLine: last.sourceLine,
          beforeLine: line.sourceLine,
          expectedCents,
          foundCents: line.balanceCents,
          missingCents: line.balanceCents - expectedCents,
        });
      }
    }
    last = { sourceLine: line.sourceLine, balanceCents: line.balanceCents };
    moved = 0;
  }
  return gaps;
}

/** Oldest first; a file written newest first (CommBank) is turned round, keeping each day's order. */
export function chronological(lines: StatementLine[]): StatementLine[] {
  const newestFirst = lines.length > 1 && (lines[0]?.date ?? '') > (lines.at(-1)?.date ?? '');
  const ordered = newestFirst ? [...lines].reverse() : [...lines];
  return ordered.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
