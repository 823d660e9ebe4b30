import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.ts';

describe('fieldChanges', () => {
  it.each([
    [{ a: '1', b: 'x' }, { a: '1', b: 'x' }, {}],
    [{ a: '1', b: 'x' }, { a: '2', b: 'x' }, { a: ['1', '2'] }],
    [{ a: null, b: '' }, { a: undefined, b: null }, {}],
    [
      { a: 5, b: true },
      { a: 6, b: false },
      { a: ['5', '6'], b: ['true', 'false'] },
    ],
    [
      { a: '', b: 'x' },
      { a: 'new', b: null },
      { a: [null, 'new'], b: ['x', null] },
    ],
  ])('%o → %o changes %o', (before, after, expected) => {
    expect(fieldChanges(before, after, ['a', 'b'])).toEqual(expected);
  });
});
