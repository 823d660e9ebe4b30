import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.ts';

describe('shortName', () => {
  it('keeps names of up to 25 characters', () => {
    expect(shortName('Acme Plumbing')).toBe('Acme Plumbing');
    expect(shortName('x'.repeat(25))).toBe('x'.repeat(25));
  });

  it('cuts longer names at 25 characters with an ellipsis', () => {
    expect(shortName('The Extraordinarily Long Named Company')).toBe('The Extraordinarily Long …');
    expect(shortName('x'.repeat(26))).toBe(`${'x'.repeat(25)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortName('🌏'.repeat(26))).toBe(`${'🌏'.repeat(25)}…`);
  });
});
