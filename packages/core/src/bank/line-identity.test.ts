import { describe, expect, it } from 'vitest';
import { type IdentifiedLine, identifyLines, newLines } from './line-identity.ts';
import type { StatementLine } from './statement.ts';

const line = (
  date: string,
  amountCents: number,
  description: string,
  balanceCents: number | null = null,
  bankId: string | null = null,
): StatementLine => ({ sourceLine: 1, date, amountCents, description, balanceCents, bankId });

const keysOf = (lines: readonly IdentifiedLine[]) => ({
  contentKeys: new Set(lines.map((l) => l.contentKey)),
  bankKeys: new Set(lines.flatMap((l) => (l.bankKey === null ? [] : [l.bankKey]))),
});

describe('identifyLines', () => {
  it('keys a line by date, amount, description (case-folded, spaces collapsed), balance and count', () => {
    const [first] = identifyLines([line('2025-01-14', -10_000, '  Transfer   to SAVINGS ', 171_491, 'F1')]);
    expect(first?.contentKey).toBe('2025-01-14|-10000|transfer to savings|171491|0');
    expect(first?.bankKey).toBe('F1|2025-01-14|-10000');
  });

  it('leaves the balance empty and the bank key null when the file has none', () => {
    const [first] = identifyLines([line('2025-01-14', -10_000, 'Transfer')]);
    expect(first?.contentKey).toBe('2025-01-14|-10000|transfer||0');
    expect(first?.bankKey).toBeNull();
  });

  it('counts identical lines in the file: two real transfers on one day are two lines', () => {
    const keys = identifyLines([
      line('2025-01-14', -10_000, 'Transfer'),
      line('2025-01-14', -5, 'Interest'),
      line('2025-01-14', -10_000, 'TRANSFER'),
      line('2025-01-15', -10_000, 'Transfer'),
    ]).map((l) => l.contentKey);
    expect(keys).toEqual([
      '2025-01-14|-10000|transfer||0',
      '2025-01-14|-5|interest||0',
      '2025-01-14|-10000|transfer||1',
      '2025-01-15|-10000|transfer||0',
    ]);
  });

  it('keeps apart a description holding "|" and one that would read the same once split', () => {
    const [a, b] = identifyLines([line('2025-01-14', -1, 'a|5'), line('2025-01-14', -1, 'a', 5)]);
    expect(a?.contentKey).not.toBe(b?.contentKey);
  });
});

describe('newLines', () => {
  const january = identifyLines([
    line('2025-01-10', -5, 'Debit Interest'),
    line('2025-01-14', -10_000, 'Transfer'),
    line('2025-01-14', -10_000, 'Transfer'),
  ]);

  it('finds nothing new in the same file imported again', () => {
    expect(newLines(keysOf(january), january)).toEqual({ fresh: [], duplicates: january });
  });

  it('takes the same interest on another day as new', () => {
    const later = identifyLines([line('2025-01-15', -5, 'Debit Interest')]);
    expect(newLines(keysOf(january), later).fresh).toEqual(later);
  });

  it('takes both identical transfers of a day once, and a third that day as new', () => {
    const again = identifyLines([
      line('2025-01-14', -10_000, 'Transfer'),
      line('2025-01-14', -10_000, 'Transfer'),
      line('2025-01-14', -10_000, 'Transfer'),
    ]);
    const { fresh, duplicates } = newLines(keysOf(january), again);
    expect(duplicates).toHaveLength(2);
    expect(fresh.map((l) => l.contentKey)).toEqual(['2025-01-14|-10000|transfer||2']);
  });

  it('knows a line by its bank id, date and amount when the bank rewrote its description', () => {
    const before = identifyLines([line('2025-01-14', -4_200, 'SHELL 4321', null, 'F9')]);
    const after = identifyLines([line('2025-01-14', -4_200, 'SHELL COLES EXPRESS 4321 MANLY', null, 'F9')]);
    expect(newLines(keysOf(before), after).duplicates).toEqual(after);
  });

  it('does not trust a bank id alone: the same id on another day or amount is another line', () => {
    const before = identifyLines([line('2025-01-14', -4_200, 'SHELL', null, '3')]);
    const after = identifyLines([
      line('2025-02-14', -4_200, 'SHELL', null, '3'),
      line('2025-01-14', -900, 'CAFE', null, '3'),
    ]);
    expect(newLines(keysOf(before), after).fresh).toEqual(after);
  });
});
