// Where a statement carries balances, each line's balance is the last one plus its amount; where it is
// not, lines are missing between the two (a statement not imported, most often a month). Files come
// newest first from many banks, so lines are put in the order they happened before they are checked.

import type { StatementLine } from './statement.ts';

interface BalancedLine {
  date: string;
  amountCents: number;
  balanceCents: number | null;
  sourceLine: number;
}

export interface BalanceGap {
  /** Source line (and date) of the line before the gap and of the one after it. */
  afterLine: number;
  afterDate: string;
  beforeLine: number;
  beforeDate: string;
  /** The balance the later line should show (the earlier balance plus its amount), and what it shows. */
  expectedCents: number;
  foundCents: number;
  /** What the missing lines add up to: found − expected. */
  missingCents: number;
}

/** The gaps in the running balance of lines in the order they happened (oldest first). */
export function balanceGaps(lines: readonly BalancedLine[]): BalanceGap[] {
  const gaps: BalanceGap[] = [];
  lines.forEach((line, index) => {
    const previous = index > 0 ? lines[index - 1] : undefined;
    if (previous?.balanceCents == null || line.balanceCents === null) return;
    const expectedCents = previous.balanceCents + line.amountCents;
    if (expectedCents === line.balanceCents) return;
    gaps.push({
      afterLine: previous.sourceLine,
      afterDate: previous.date,
      beforeLine: line.sourceLine,
      beforeDate: line.date,
      expectedCents,
      foundCents: line.balanceCents,
      missingCents: line.balanceCents - expectedCents,
    });
  });
  return gaps;
}

/** How many of the lines follow on from the one before them (`before` is the line ahead of the first). */
function runningCount(lines: readonly StatementLine[], before: StatementLine | undefined): number {
  let count = 0;
  let previous = before;
  for (const line of lines) {
    if (previous?.balanceCents != null && previous.balanceCents + line.amountCents === line.balanceCents)
      count += 1;
    previous = line;
  }
  return count;
}

/**
 * A file's lines oldest first. The dates say which way the file runs (more steps forward than back, or
 * the reverse); lines of one day keep the file's order, or its reverse when the balances run that way
 * (a file of one day, or a bank that lists days newest first but each day's lines oldest first).
 */
export function chronological(lines: readonly StatementLine[]): StatementLine[] {
  let forward = 0;
  let backward = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const [earlier, later] = [lines[index - 1]?.date ?? '', lines[index]?.date ?? ''];
    if (earlier < later) forward += 1;
    if (earlier > later) backward += 1;
  }
  const oriented = backward > forward ? [...lines].reverse() : [...lines];
  // A stable sort: lines of one day stay in the file's (oriented) order.
  oriented.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const ordered: StatementLine[] = [];
  for (let start = 0; start < oriented.length; ) {
    let end = start + 1;
    while (end < oriented.length && oriented[end]?.date === oriented[start]?.date) end += 1;
    const day = oriented.slice(start, end);
    const reversed = [...day].reverse();
    const before = ordered.at(-1);
    ordered.push(...(runningCount(reversed, before) > runningCount(day, before) ? reversed : day));
    start = end;
  }
  return ordered;
}
