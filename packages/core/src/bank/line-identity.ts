// Which lines of a statement were imported before. Banks export by date range, so a later export
// overlaps the last one by days or weeks, and the same file is imported twice by mistake. FITIDs are
// not enough: one Australian bank's OFX numbers its lines 1, 2, 3… afresh in every file. So a line is
// known by what it says: its date, amount, description and balance, plus how many lines before it in
// the same file said exactly the same (two real $50 transfers on one day are two lines, and a later
// export holding that day holds both again). Daily interest of one amount differs by its date.

import type { StatementLine } from './statement.ts';

export interface IdentifiedLine extends StatementLine {
  /** date|amountCents|description (case-folded, spaces collapsed)|balance or empty|n-th same line in the file. */
  contentKey: string;
  /** bankId|date|amountCents, when the bank gave an id: the same line with its description rewritten. */
  bankKey: string | null;
}

// A "|" or "\" in the description is escaped so that no description can pass for another key's fields.
const normalised = (description: string) =>
  description.toLowerCase().replace(/\s+/g, ' ').trim().replace(/[\\|]/g, '\\$&');

/** Each line of one file with the keys it is known by across imports. */
export function identifyLines(lines: readonly StatementLine[]): IdentifiedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const same = `${line.date}|${line.amountCents}|${normalised(line.description)}|${line.balanceCents ?? ''}`;
    const earlier = seen.get(same) ?? 0;
    seen.set(same, earlier + 1);
    return {
      ...line,
      contentKey: `${same}|${earlier}`,
      bankKey: line.bankId === null ? null : `${line.bankId}|${line.date}|${line.amountCents}`,
    };
  });
}

/** The incoming lines not imported before (by content, or by the bank's id on the same day and amount). */
export function newLines(
  existing: { contentKeys: ReadonlySet<string>; bankKeys: ReadonlySet<string> },
  incoming: readonly IdentifiedLine[],
): { fresh: IdentifiedLine[]; duplicates: IdentifiedLine[] } {
  const fresh: IdentifiedLine[] = [];
  const duplicates: IdentifiedLine[] = [];
  for (const line of incoming) {
    const known =
      existing.contentKeys.has(line.contentKey) ||
      (line.bankKey !== null && existing.bankKeys.has(line.bankKey));
    (known ? duplicates : fresh).push(line);
  }
  return { fresh, duplicates };
}
