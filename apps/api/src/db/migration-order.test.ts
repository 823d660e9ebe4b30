import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.ts';
import { previousNames } from './migrations/previous-names.ts';

// Kysely runs migrations in the order of their names and refuses one that sorts before a migration a
// database has already run, so every migration takes the next number of one sequence.
const SUPPORT_FILES = ['columns.ts', 'index.ts', 'previous-names.ts'];
const MIGRATION_NAME = /^(\d{4})-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const files = readdirSync(new URL('./migrations/', import.meta.url))
  .filter((file) => !SUPPORT_FILES.includes(file))
  .sort();

/** What is wrong with a list of migration names, in their sorted order: nothing when it is a sequence. */
function sequenceProblems(names: string[]): string[] {
  return names.flatMap((name, index) => {
    const match = MIGRATION_NAME.exec(name);
    if (!match) return [`${name}: not named NNNN-what-it-does`];
    const expected = String(index + 1).padStart(4, '0');
    return match[1] === expected ? [] : [`${name}: should be numbered ${expected}`];
  });
}

describe('the migrations', () => {
  it('are TypeScript files numbered 0001, 0002… with no gap and no number twice', () => {
    expect(files.every((file) => file.endsWith('.ts'))).toBe(true);
    expect(sequenceProblems(files.map((file) => file.replace(/\.ts$/, '')))).toEqual([]);
  });

  it('are each listed once in index.ts, under the name of its file, in order', () => {
    expect(Object.keys(migrations)).toEqual(files.map((file) => file.replace(/\.ts$/, '')));
  });

  it('map every name they ran under before the numbering, in the same order, to their number', () => {
    const numbered = Object.values(previousNames);
    expect(numbered).toEqual(Object.keys(migrations).slice(0, numbered.length));
    expect(Object.keys(previousNames)).toEqual(Object.keys(previousNames).toSorted());
  });

  it('would catch a date-named file, a gap, a number taken twice and one out of order', () => {
    expect(sequenceProblems(['0001-accounts', '2026-11-26-1-receipts'])).toEqual([
      '2026-11-26-1-receipts: not named NNNN-what-it-does',
    ]);
    expect(sequenceProblems(['0001-accounts', '0003-receipts'])).toEqual([
      '0003-receipts: should be numbered 0002',
    ]);
    expect(sequenceProblems(['0001-accounts', '0002-receipts', '0002-bank-feeds'].sort())).toEqual([
      '0002-receipts: should be numbered 0003',
    ]);
    expect(sequenceProblems(['0001-accounts', '0024-receipts', '0002-bank-feeds'])).toEqual([
      '0024-receipts: should be numbered 0002',
      '0002-bank-feeds: should be numbered 0003',
    ]);
  });
});
