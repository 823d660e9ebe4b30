import { customerSchema } from '@sorted/core/schemas/businesses';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '../app/i18n.ts';
import { errorText, issueCodes, schemaErrors, translateErrors, validationText } from './validation-errors.ts';

// The messages come from core's namespace in the app's i18next instance.
beforeAll(() => i18nReady);

describe('validationText', () => {
  it('says a shared message in the given language, English for others', () => {
    expect(validationText('email_taken', 'en')).toBe('The email has already been taken.');
    expect(validationText('email_taken', 'de')).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    expect(validationText('email_taken', 'xx')).toBe('The email has already been taken.');
    expect(validationText('email_taken', undefined)).toBe('The email has already been taken.');
  });

  it('knows only the shared keys', () => {
    expect(validationText('nope', 'en')).toBeUndefined();
    expect(validationText('toString', 'en')).toBeUndefined();
  });
});

describe('errorText', () => {
  it('prefers the code, then the detail, then the title', () => {
    expect(errorText({ code: 'name_required', detail: 'Name is required.' }, 'es')).toBe(
      'El nombre es obligatorio.',
    );
    expect(errorText({ code: 'unknown', detail: 'Server words.' }, 'es')).toBe('Server words.');
    expect(errorText({ title: 'Unprocessable' }, 'es')).toBe('Unprocessable');
  });
});

describe('text the invoice PDF cannot print', () => {
  it('names the characters, from the server and from the shared schema alike', () => {
    const server = {
      code: 'text_unprintable',
      detail: 'This text contains characters that cannot be printed on the PDF: 株 🦘',
      meta: { characters: '株 🦘' },
    };
    expect(errorText(server, 'fr')).toBe(
      'Ce texte contient des caractères qui ne peuvent pas être imprimés dans le PDF: 株 🦘',
    );
    const parsed = customerSchema.safeParse({ name: '株 🦘' });
    expect(schemaErrors(parsed.error?.issues ?? [], 'en')).toEqual({
      name: 'This text contains characters that cannot be printed on the PDF: 株 🦘',
    });
  });
});

describe('translateErrors', () => {
  it('gives each field its first message in the user language, and the first message overall', () => {
    const result = translateErrors(
      [
        {
          status: '422',
          code: 'email_taken',
          detail: 'The email has already been taken.',
          source: { pointer: '/data/attributes/email' },
        },
        {
          status: '422',
          code: 'email_invalid',
          detail: 'Enter a valid email address.',
          source: { pointer: '/data/attributes/email' },
        },
        { status: '422', detail: 'Texto del servidor.', source: { pointer: '/data/attributes/password' } },
      ],
      'pt-br',
    );
    expect(result.first).toBe(validationText('email_taken', 'pt-br'));
    expect(result.fields).toEqual({
      email: validationText('email_taken', 'pt-br'),
      password: 'Texto del servidor.',
    });
  });

  it('keeps errors without a pointer for the form-level message', () => {
    expect(translateErrors([{ status: '422', code: 'reset_token_invalid' }], 'en')).toEqual({
      fields: {},
      first: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });
});

describe('issueCodes', () => {
  it('keeps the first issue per top-level field', () => {
    expect(
      issueCodes([
        { path: ['password'], message: 'password_min' },
        { path: ['password'], message: 'password_number' },
        { path: ['password_confirmation'], message: 'password_mismatch' },
        { path: [], message: 'ignored' },
      ]),
    ).toEqual({ password: 'password_min', password_confirmation: 'password_mismatch' });
  });
});
