import { describe, expect, it } from 'vitest';
import { validationTexts } from '../i18n/resources.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { loginSchema, passwordRules, registerSchema, resetPasswordSchema } from './auth.ts';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'Sunburnt7Koala',
  password_confirmation: 'Sunburnt7Koala',
};

function issues(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('registerSchema', () => {
  it('accepts a complete registration and normalises the e-mail', () => {
    const result = registerSchema.safeParse({ ...valid, name: '  Ada  ', email: ' Ada@Example.COM ' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it.each<[string, Partial<typeof valid> & Record<string, unknown>, Array<[string, ValidationMessageKey]>]>([
    ['a missing name', { name: '   ' }, [['name', 'name_required']]],
    ['a name that is not text', { name: 42 as unknown as string }, [['name', 'name_required']]],
    ['a missing e-mail', { email: '' }, [['email', 'email_required']]],
    ['a malformed e-mail', { email: 'ada@' }, [['email', 'email_invalid']]],
    ['a short password', { password: 'Ab1', password_confirmation: 'Ab1' }, [['password', 'password_min']]],
    [
      'no uppercase',
      { password: 'sunburnt7koala', password_confirmation: 'sunburnt7koala' },
      [['password', 'password_uppercase']],
    ],
    [
      'no lowercase',
      { password: 'SUNBURNT7KOALA', password_confirmation: 'SUNBURNT7KOALA' },
      [['password', 'password_lowercase']],
    ],
    [
      'no number',
      { password: 'SunburntKoala', password_confirmation: 'SunburntKoala' },
      [['password', 'password_number']],
    ],
    [
      'a different confirmation',
      { password_confirmation: 'Sunburnt7Koala!' },
      [['password_confirmation', 'password_mismatch']],
    ],
    [
      'a password over 128 characters',
      { password: `Aa1${'x'.repeat(126)}`, password_confirmation: `Aa1${'x'.repeat(126)}` },
      [['password', 'password_max']],
    ],
  ])('refuses %s with its message on the field', (_case, change, expected) => {
    expect(issues(registerSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    for (const password of ['Abcdefg1', `Aa1${'x'.repeat(125)}`]) {
      expect(registerSchema.safeParse({ ...valid, password, password_confirmation: password }).success).toBe(
        true,
      );
    }
  });

  it('counts letters and digits of any script', () => {
    expect(
      registerSchema.safeParse({ ...valid, password: 'Ñandú2024ü', password_confirmation: 'Ñandú2024ü' })
        .success,
    ).toBe(true);
  });
});

describe('passwordRules', () => {
  it('lists the four rules of the checklist, each with a message in every locale', () => {
    expect(passwordRules.map((rule) => rule.key)).toEqual([
      'password_min',
      'password_uppercase',
      'password_lowercase',
      'password_number',
    ]);
    for (const messages of Object.values(validationTexts)) {
      for (const rule of passwordRules) expect(messages[rule.key]).toBeTruthy();
    }
  });
});

describe('loginSchema', () => {
  it('needs both fields but does not judge the e-mail format', () => {
    expect(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'email_required'],
      ['password', 'password_required'],
    ]);
  });

  it('refuses an e-mail longer than any stored address (found by fuzzing)', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(loginSchema.safeParse({ email: email.slice(1), password: 'x' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ email, password: 'x' }))).toEqual([['email', 'email_invalid']]);
  });
});

describe('resetPasswordSchema', () => {
  it('applies the sign-up password rules and needs the token', () => {
    expect(
      issues(
        resetPasswordSchema.safeParse({
          email: 'ada@example.com',
          token: '',
          password: 'weak',
          password_confirmation: 'weak',
        }),
      ),
    ).toEqual([
      ['token', 'token_required'],
      ['password', 'password_min'],
    ]);
  });
});

describe('validation texts', () => {
  it('has every key, non-empty and translated, in every locale', () => {
    const keys = Object.keys(validationTexts.en).sort();
    for (const [locale, messages] of Object.entries(validationTexts)) {
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const key of keys) {
        const text = messages[key as ValidationMessageKey];
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        if (locale !== 'en')
          expect(text, `${locale}.${key}`).not.toBe(validationTexts.en[key as ValidationMessageKey]);
      }
    }
  });
});
