import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { refusalText } from './refusal-text.ts';

const HOUR_LIMIT = 'You have sent the most invoice e-mails allowed in an hour. Please try again later.';

describe('refusalText', () => {
  it("gives the mail limit's message of a 429, in the user's language by its code", () => {
    const limited = new ApiError(429, [{ status: '429', code: 'mail_limit_hour', detail: HOUR_LIMIT }]);
    expect(refusalText(limited, 'en')).toBe(HOUR_LIMIT);
    expect(refusalText(limited, 'de')).toMatch(/Stunde/);
  });

  it("gives a 422's detail, and nothing for other failures", () => {
    expect(refusalText(new ApiError(422, [{ status: '422', detail: 'No e-mail.' }]), 'en')).toBe(
      'No e-mail.',
    );
    expect(refusalText(new ApiError(500, [{ status: '500', detail: 'Oops' }]), 'en')).toBeNull();
    expect(refusalText(new Error('offline'), 'en')).toBeNull();
  });
});

describe('refusalText of a kind that names its own refusals', () => {
  it("gives a quote's 409 (its state) as well", () => {
    const conflict = new ApiError(409, [{ status: '409', detail: 'This quote was answered already.' }]);
    expect(refusalText(conflict, 'en')).toBeNull();
    expect(refusalText(conflict, 'en', [409, 422, 429])).toBe('This quote was answered already.');
  });
});
