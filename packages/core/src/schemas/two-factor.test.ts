import { describe, expect, it } from 'vitest';
import {
  recoveryCode,
  totpCode,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSignInSchema,
} from './two-factor.ts';

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('totpCode and recoveryCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', undefined],
    ['1234567', undefined],
    ['12a456', undefined],
  ])('reads %j as the app code %j', (input, expected) => {
    expect(totpCode(input)).toBe(expected);
  });

  it.each([
    ['abcde-fgh23', 'abcdefgh23'],
    ['ABCDEFGH23', 'abcdefgh23'],
    [' abcde fgh23 ', 'abcdefgh23'],
    ['abcde-fgh21', undefined],
    ['abcde-fgh2', undefined],
    ['123456', undefined],
  ])('reads %j as the recovery code %j', (input, expected) => {
    expect(recoveryCode(input)).toBe(expected);
  });
});

describe('two-factor schemas', () => {
  it('confirms with an app code only, without its spaces', () => {
    expect(twoFactorConfirmSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(issues(twoFactorConfirmSchema.safeParse({ code: 'abcde-fgh23' }))).toEqual([
      ['code', 'two_factor_code_invalid'],
    ]);
    expect(issues(twoFactorConfirmSchema.safeParse({}))).toEqual([['code', 'two_factor_code_required']]);
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['an app code', { code: '123456' }, []],
    ['a recovery code', { recovery_code: 'ABCDE-FGH23' }, []],
    ['a recovery code in the code field', { code: 'abcde-fgh23' }, []],
    ['nothing', {}, [['code', 'two_factor_code_required']]],
    ['a blank code', { code: '  ' }, [['code', 'two_factor_code_required']]],
    ['a malformed code', { code: '12ab' }, [['code', 'two_factor_code_invalid']]],
    ['a malformed recovery code', { recovery_code: 'x' }, [['recovery_code', 'two_factor_code_invalid']]],
    ['a code that is not text', { code: 123456 }, [['code', 'two_factor_code_required']]],
  ])('signs in with %s', (_label, input, expected) => {
    expect(issues(twoFactorSignInSchema.safeParse(input))).toEqual(expected);
  });

  it('turns off with a code, and a password only when given', () => {
    expect(twoFactorDisableSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(twoFactorDisableSchema.safeParse({ password: 'Secret1x', code: 'abcde-fgh23' }).success).toBe(
      true,
    );
    expect(issues(twoFactorDisableSchema.safeParse({ password: 'Secret1x' }))).toEqual([
      ['code', 'two_factor_code_required'],
    ]);
  });
});
