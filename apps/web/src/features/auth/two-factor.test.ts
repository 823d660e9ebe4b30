import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  appCodeInput,
  groupedSecret,
  isAppCode,
  recoveryCodesFile,
  recoveryCodesOf,
  svgImageSource,
  twoFactorProblemOf,
  twoFactorSetupOf,
  twoFactorStatusOf,
} from './two-factor.ts';
import { isTwoFactorRequired } from './two-factor-step.ts';

describe('isTwoFactorRequired', () => {
  it.each([
    [{ meta: { message: 'Two-factor code required', two_factor_required: true } }, true],
    [{ meta: { message: 'Authenticated' } }, false],
    [{ meta: { two_factor_required: false } }, false],
    [{ meta: { two_factor_required: 'true' } }, false],
    [{ meta: null }, false],
    [undefined, false],
    ['two_factor_required', false],
  ])('%j → %s', (answer, expected) => {
    expect(isTwoFactorRequired(answer)).toBe(expected);
  });
});

describe('appCodeInput', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123-456 ', '123456'],
    ['12345678', '123456'],
    ['12a3', '123'],
    ['abc', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(appCodeInput(typed)).toBe(kept);
  });

  it('tells a complete code', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('12345a')).toBe(false);
  });
});

describe('twoFactorProblemOf', () => {
  it.each([
    [401, 'expired'],
    [429, 'throttled'],
    [0, 'unreachable'],
    [503, 'unreachable'],
    [422, null],
    [500, null],
  ])('%i → %s', (status, problem) => {
    expect(twoFactorProblemOf(new ApiError(status, []))).toBe(problem);
  });

  it('is null for an error that is not an answer of the API', () => {
    expect(twoFactorProblemOf(new Error('boom'))).toBeNull();
  });
});

describe('svgImageSource', () => {
  it('makes an SVG document an image address', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
    expect(svgImageSource(svg)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(svgImageSource(`<?xml version="1.0"?>\n${svg}`)).toMatch(/^data:image\/svg\+xml;/);
  });

  it('refuses what is not an SVG document', () => {
    expect(svgImageSource('<img src=x onerror=alert(1)>')).toBeNull();
    expect(svgImageSource('')).toBeNull();
    expect(svgImageSource('<svgx>')).toBeNull();
  });
});

describe('groupedSecret', () => {
  it('groups a base32 secret in fours for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y');
    expect(groupedSecret('')).toBe('');
  });
});

describe('recoveryCodesFile', () => {
  it('puts one code a line under the heading', () => {
    expect(recoveryCodesFile('Sorted recovery codes', ['abcde-fghij', 'klmno-pqrst'])).toBe(
      'Sorted recovery codes\n\nabcde-fghij\nklmno-pqrst\n',
    );
  });
});

describe('twoFactorStatusOf', () => {
  const me = (attributes: Record<string, unknown>) => ({ data: { type: 'users', id: '1', attributes } });

  it('reads two_factor_enabled, off unless exactly true', () => {
    expect(twoFactorStatusOf(me({ two_factor_enabled: true })).enabled).toBe(true);
    expect(twoFactorStatusOf(me({ two_factor_enabled: false })).enabled).toBe(false);
    expect(twoFactorStatusOf(me({})).enabled).toBe(false);
    expect(twoFactorStatusOf(null).enabled).toBe(false);
  });

  it('knows whether the account has a password only when the server says', () => {
    expect(twoFactorStatusOf(me({})).hasPassword).toBeNull();
    expect(twoFactorStatusOf(me({ email_sign_in: 'no' })).hasPassword).toBeNull();
    expect(twoFactorStatusOf(me({ email_sign_in: true })).hasPassword).toBe(true);
    expect(twoFactorStatusOf(me({ email_sign_in: false })).hasPassword).toBe(false);
  });
});

describe('twoFactorSetupOf', () => {
  const setup = (attributes: Record<string, unknown>) => ({
    data: { type: 'two-factor-setups', id: '1', attributes },
  });

  it('takes the secret, the otpauth address and the QR code', () => {
    expect(
      twoFactorSetupOf(setup({ secret: 'JBSWY3DP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' })),
    ).toEqual({ secret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' });
  });

  it('is null when a part is missing', () => {
    expect(twoFactorSetupOf(setup({ secret: 'JBSWY3DP', otpauth_url: 'otpauth://totp/x' }))).toBeNull();
    expect(twoFactorSetupOf(setup({ secret: '', otpauth_url: 'o', qr_svg: '<svg/>' }))).toBeNull();
    expect(twoFactorSetupOf({})).toBeNull();
  });
});

describe('recoveryCodesOf', () => {
  it('takes the strings of recovery_codes', () => {
    const document = { data: { attributes: { recovery_codes: ['abcde-fghij', 7, 'klmno-pqrst'] } } };
    expect(recoveryCodesOf(document)).toEqual(['abcde-fghij', 'klmno-pqrst']);
    expect(recoveryCodesOf({ data: { attributes: {} } })).toEqual([]);
  });
});
