import type { StatementLine } from './statement.ts';

// PLACEHOLDER, replaced wholesale by the bank-core branch. A line is known by its content (date, amount,
// description, balance, and which of the identical lines of its day it is), and by the bank's own id
// where the file has one.

export type IdentifiedLine = StatementLine & { contentKey: string; bankKey: string | null };

export function identifyLines(lines: StatementLine[]): IdentifiedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const content = `${line.date}|${line.amountCents}|${line.description}|${line.balanceCents ?? ''}`;
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    return {
      ...line,
      contentKey: `${content}|${occurrence}`,
      bankKey: line.bankId === null ? null : `${line.date}|${line.amountCents}|${line.bankId}`,
    };
  });
}

export function newLines(
  existing: { contentKeys: ReadonlySet<string>; bankKeys: ReadonlySet<string> },
  incoming: IdentifiedLine[],
): { fresh: IdentifiedLine[]; duplicates: IdentifiedLine[] } {
  const fresh: IdentifiedLine[] = [];
  const duplicates: IdentifiedLine[] = [];
  const taken = new Set<string>();
  for (const line of incoming) {
    const known =
      existing.contentKeys.has(line.contentKey) ||
      taken.has(line.contentKey) ||
      (line.bankKey !== null && existing.bankKeys.has(line.bankKey));
    (known ? duplicates : fresh).push(line);
    taken.add(line.contentKey);
  }
  return { fresh, duplicates };
}
