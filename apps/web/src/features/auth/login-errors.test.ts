import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { loginProblemOf, UNVERIFIED_DETAIL } from './login-errors.ts';

const answer = (status: number, detail = 'x') => new ApiError(status, [{ status: String(status), detail }]);

describe('loginProblemOf', () => {
  it.each([400, 401, 422, 500])('%i is "Invalid credentials"', (status) => {
    expect(loginProblemOf(answer(status))).toBe('invalid');
  });

  it('403 with the verify message asks to verify first', () => {
    expect(loginProblemOf(answer(403, UNVERIFIED_DETAIL))).toBe('unverified');
    expect(
      loginProblemOf(new ApiError(403, [{ status: '403', code: 'email_unverified', detail: 'Verifique…' }])),
    ).toBe('unverified');
  });

  it('any other 403 is "Invalid credentials"', () => {
    expect(loginProblemOf(answer(403, 'Forbidden'))).toBe('invalid');
  });

  it('429 is "too many attempts"', () => {
    expect(loginProblemOf(answer(429, 'Too many attempts. Please wait a moment and try again.'))).toBe(
      'throttled',
    );
  });

  it.each([0, 502, 503, 504])('%i means the server is out of reach', (status) => {
    expect(loginProblemOf(answer(status))).toBe('unreachable');
  });

  it('an error that is not an API answer is "Invalid credentials"', () => {
    expect(loginProblemOf(new Error('GET /me answered without a user'))).toBe('invalid');
  });
});
