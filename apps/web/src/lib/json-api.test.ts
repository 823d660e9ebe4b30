import { describe, expect, it } from 'vitest';
import { pageTotal } from './json-api.ts';

describe('pageTotal', () => {
  it('reads meta.page.total', () => {
    expect(pageTotal({ page: { total: 7, currentPage: 1 } })).toBe(7);
  });

  it('is 0 when the meta has no total', () => {
    expect(pageTotal(undefined)).toBe(0);
    expect(pageTotal({})).toBe(0);
    expect(pageTotal({ page: null })).toBe(0);
    expect(pageTotal({ page: { total: '7' } })).toBe(0);
  });
});
