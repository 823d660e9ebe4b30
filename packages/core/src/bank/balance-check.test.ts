import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { balanceGaps, chronological } from './balance-check.ts';
import { parseStatement } from './parse-statement.ts';
import type { StatementLine } from './statement.ts';

const line = (
  sourceLine: number,
  date: string,
  amountCents: number,
  balanceCents: number | null,
  description = 'x',
): StatementLine => ({ sourceLine, date, amountCents, description, balanceCents, bankId: null });

function sampleLines(name: string): StatementLine[] {
  const parsed = parseStatement(readFileSync(new URL(`./samples/${name}`, import.meta.url)));
  if (!parsed.ok) throw new Error(`${name} should read`);
  return parsed.lines;
}

describe('balanceGaps', () => {
  it('finds none where each balance is the last plus the amount', () => {
    expect(
      balanceGaps([
        line(1, '2025-01-02', 1_000, 11_000),
        line(2, '2025-01-03', -500, 10_500),
        line(3, '2025-01-03', 0, 10_500),
      ]),
    ).toEqual([]);
  });

  it('finds the month missing between two statements', () => {
    const january = [line(1, '2025-01-02', 150_000, 210_000), line(2, '2025-01-31', -990, 209_010)];
    // February's lines (-50,000 in all) were never imported.
    const march = [line(1, '2025-03-03', -1_000, 158_010), line(2, '2025-03-10', 2_000, 160_010)];
    expect(balanceGaps([...january, ...march])).toEqual([
      {
        afterLine: 2,
        afterDate: '2025-01-31',
        beforeLine: 1,
        beforeDate: '2025-03-03',
        expectedCents: 208_010,
        foundCents: 158_010,
        missingCents: -50_000,
      },
    ]);
  });

  it('checks only consecutive lines that both carry a balance', () => {
    expect(
      balanceGaps([
        line(1, '2025-01-02', 100, 1_100),
        line(2, '2025-01-03', 100, null),
        line(3, '2025-01-04', 100, 5_000),
      ]),
    ).toEqual([]);
  });

  it('finds none in a real export once put in the order it happened, and one where a month is missing', () => {
    const february = chronological(sampleLines('commbank.csv'));
    const march = chronological(sampleLines('commbank-excel.csv'));
    expect(balanceGaps([...february, ...march])).toEqual([]);
    const january = chronological(sampleLines('commbank-export-1.csv'));
    expect(balanceGaps([...january, ...march])).toHaveLength(1);
  });
});

describe('chronological', () => {
  it('keeps a file that runs oldest first', () => {
    const lines = [line(1, '2025-01-02', 1, 1), line(2, '2025-01-02', 1, 2), line(3, '2025-01-05', 1, 3)];
    expect(chronological(lines)).toEqual(lines);
  });

  it('turns round a file that runs newest first, days and the lines within them', () => {
    const lines = [
      line(1, '2025-01-05', 1, 4),
      line(2, '2025-01-02', 1, 3),
      line(3, '2025-01-02', 1, 2),
      line(4, '2025-01-01', 1, 1),
    ];
    expect(chronological(lines).map((l) => l.sourceLine)).toEqual([4, 3, 2, 1]);
  });

  it('orders a one-day file by its balances', () => {
    const lines = [
      line(1, '2025-01-02', -50, 900),
      line(2, '2025-01-02', -50, 950),
      line(3, '2025-01-02', 1_000, 1_000),
    ];
    expect(chronological(lines).map((l) => l.sourceLine)).toEqual([3, 2, 1]);
  });

  it('turns round the days of a file that lists days newest first but each day oldest first', () => {
    const lines = [
      line(1, '2025-01-03', -10, 980),
      line(2, '2025-01-03', -10, 970),
      line(3, '2025-01-02', -10, 990),
      line(4, '2025-01-02', 1_000, 1_000),
    ];
    expect(chronological(lines).map((l) => l.sourceLine)).toEqual([4, 3, 1, 2]);
  });

  it('keeps the file order within a day when nothing tells', () => {
    const lines = [line(1, '2025-01-02', -10, null, 'a'), line(2, '2025-01-02', -10, null, 'b')];
    expect(chronological(lines)).toEqual(lines);
  });

  it('puts a stray line among the others by its date', () => {
    const lines = [
      line(1, '2025-01-01', 1, null),
      line(2, '2025-01-03', 1, null),
      line(3, '2025-01-02', 1, null),
      line(4, '2025-01-04', 1, null),
    ];
    expect(chronological(lines).map((l) => l.sourceLine)).toEqual([1, 3, 2, 4]);
  });

  it('answers nothing for nothing', () => {
    expect(chronological([])).toEqual([]);
  });
});
