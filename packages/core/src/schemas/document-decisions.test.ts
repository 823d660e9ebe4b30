import { describe, expect, it } from 'vitest';
import { documentDecisionSchema } from './document-decisions.ts';

describe('a decision on a document', () => {
  it.each(['accept', 'decline'])('takes %s', (decision) => {
    expect(documentDecisionSchema.parse({ decision })).toEqual({ decision });
  });

  it.each([undefined, null, '', 'Accept', 'yes', 1, ['accept'], { decision: 'accept' }])(
    'refuses %j with its message key',
    (decision) => {
      const result = documentDecisionSchema.safeParse({ decision });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['decision'], message: 'decision_invalid' });
    },
  );
});
