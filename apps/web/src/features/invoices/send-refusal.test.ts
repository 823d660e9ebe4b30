import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { refusalText } from './send-refusal.ts';

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
