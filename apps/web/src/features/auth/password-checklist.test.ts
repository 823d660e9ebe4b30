import { describe, expect, it } from 'vitest';
import { allMet, CHECKLIST_CODES, passwordChecklist, withMismatch } from './password-checklist.ts';

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
    // The spec's "do not match" message goes under the confirmation (issue 15).
    expect(CHECKLIST_CODES.has('password_mismatch')).toBe(false);
    expect(CHECKLIST_CODES.has('password_max')).toBe(false);
    expect(CHECKLIST_CODES.has('password_required')).toBe(false);
  });

  it('puts "password_mismatch" on the confirmation whenever the two differ, keeping the schema\'s own codes', () => {
    const pair = (password: string, password_confirmation: string) => ({ password, password_confirmation });
    expect(withMismatch({}, pair('abcD1234', 'abcD1234'))).toEqual({});
    expect(withMismatch({ password: 'password_min' }, pair('abc', 'abd'))).toEqual({
      password: 'password_min',
      password_confirmation: 'password_mismatch',
    });
    expect(withMismatch({ password_confirmation: 'password_mismatch' }, pair('a', ''))).toEqual({
      password_confirmation: 'password_mismatch',
    });
  });
});
