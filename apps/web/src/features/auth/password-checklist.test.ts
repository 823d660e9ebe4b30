import { describe, expect, it } from 'vitest';
import { allMet, CHECKLIST_CODES, passwordChecklist } from './password-checklist.ts';

const ticks = (password: string, confirmation: string) =>
  Object.fromEntries(passwordChecklist(password, confirmation).map((item) => [item.key, item.met]));

describe('passwordChecklist', () => {
  it('lists the four shared rules in order, then the match', () => {
    expect(passwordChecklist('', '').map((item) => item.key)).toEqual([
      'password_min',
      'password_uppercase',
      'password_lowercase',
      'password_number',
      'password_match',
    ]);
  });

  it('ticks nothing for an empty password (empty confirmations do not "match")', () => {
    expect(ticks('', '')).toEqual({
      password_min: false,
      password_uppercase: false,
      password_lowercase: false,
      password_number: false,
      password_match: false,
    });
  });

  it('ticks each rule as it is met', () => {
    expect(ticks('abc', '')).toMatchObject({ password_lowercase: true, password_uppercase: false });
    expect(ticks('abcD', '')).toMatchObject({ password_uppercase: true, password_min: false });
    expect(ticks('abcD1234', '')).toMatchObject({
      password_min: true,
      password_number: true,
      password_match: false,
    });
    expect(ticks('abcD1234', 'abcD123')).toMatchObject({ password_match: false });
    expect(ticks('abcD1234', 'abcD1234')).toMatchObject({ password_match: true });
  });

  it('counts letters beyond ASCII', () => {
    expect(ticks('ÉCOLEété9', '')).toMatchObject({ password_uppercase: true, password_lowercase: true });
  });

  it('is all met only when every rule and the match are', () => {
    expect(allMet(passwordChecklist('abcD1234', 'abcD1234'))).toBe(true);
    expect(allMet(passwordChecklist('abcd1234', 'abcd1234'))).toBe(false);
    expect(allMet(passwordChecklist('abcD1234', 'abcD1235'))).toBe(false);
  });

  it('knows which messages it shows itself', () => {
    expect(CHECKLIST_CODES.has('password_min')).toBe(true);
    expect(CHECKLIST_CODES.has('password_mismatch')).toBe(true);
    expect(CHECKLIST_CODES.has('password_max')).toBe(false);
    expect(CHECKLIST_CODES.has('password_required')).toBe(false);
  });
});
