import { describe, expect, it } from 'vitest';
import { googleCallbackCheck } from './google-sign-in.ts';

const callback = (query: string) => new URLSearchParams(query);

describe('googleCallbackCheck', () => {
  it('lets through a code for the state this tab stored', () => {
    expect(googleCallbackCheck(callback('?code=c1&state=s1'), 's1')).toEqual({ ok: true, code: 'c1' });
  });

  it('refuses a callback when this tab started no sign-in (a link from elsewhere)', () => {
    expect(googleCallbackCheck(callback('?code=c1&state=s1'), null)).toEqual({
      ok: false,
      reason: 'stateMismatch',
    });
    expect(googleCallbackCheck(callback('?code=c1&state='), '')).toEqual({
      ok: false,
      reason: 'stateMismatch',
    });
  });

  it('refuses a state other than the stored one, or none', () => {
    expect(googleCallbackCheck(callback('?code=c1&state=s2'), 's1')).toMatchObject({ ok: false });
    expect(googleCallbackCheck(callback('?code=c1'), 's1')).toMatchObject({ ok: false });
  });

  it('refuses a callback without a code (Google reported an error)', () => {
    expect(googleCallbackCheck(callback('?error=access_denied&state=s1'), 's1')).toEqual({
      ok: false,
      reason: 'noCode',
    });
  });
});
