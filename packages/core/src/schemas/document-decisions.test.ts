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

describe('the revision a decision names', () => {
  it.each([
    [1, { decision: 'accept', revision: 1 }],
    [7, { decision: 'accept', revision: 7 }],
    [undefined, { decision: 'accept' }],
  ])('takes %j', (revision, parsed) => {
    expect(documentDecisionSchema.parse({ decision: 'accept', revision })).toEqual(parsed);
  });

  it.each([0, -1, 1.5, '2', null, Number.NaN, 10_000_000])('refuses %j with its message key', (revision) => {
    const result = documentDecisionSchema.safeParse({ decision: 'accept', revision });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['revision'], message: 'revision_invalid' });
  });
});
