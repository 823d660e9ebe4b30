import { describe, expect, it } from 'vitest';
import {
  answersRevision,
  printedContentChanged,
  type QuotePrintedContent,
  revisionOnSave,
} from './revisions.ts';

const PRINTED: QuotePrintedContent = {
  number: 'Q-0001',
  issue_date: '2026-11-01',
  valid_until: '2026-12-01',
  note: null,
  gst_registered: true,
  prices_include_gst: false,
  subtotal: '100.00',
  gst: '10.00',
  total: '110.00',
  seller: { name: 'Harbour Plumbing', abn: '51824753556' },
  client: { name: 'Café Zoë', email: 'zoe@example.com' },
  items: [
    { name: 'Labour', description: null, quantity: '1', price: '100.00', taxable: true, amount: '100.00' },
  ],
};

describe('what a quote prints', () => {
  it.each([
    ['nothing', {}, false],
    ['the total', { subtotal: '900.00', gst: '90.00', total: '990.00' }, true],
    ['the valid-until date', { valid_until: '2026-12-15' }, true],
    ['the issue date', { issue_date: '2026-11-02' }, true],
    ['the note', { note: 'Parts extra.' }, true],
    ['the number', { number: 'Q-0002' }, true],
    ['the client', { client: { name: 'Tidy Gardens', email: 'zoe@example.com' } }, true],
    [
      'the business',
      { seller: { name: 'Harbour Plumbing', abn: '51824753556', phone: '02 9999 0000' } },
      true,
    ],
    ['how prices count GST', { prices_include_gst: true }, true],
    [
      'an item’s name',
      { items: [{ ...PRINTED.items[0], name: 'Labour (2 h)' }] as QuotePrintedContent['items'] },
      true,
    ],
    ['the order of the details’ keys', { client: { email: 'zoe@example.com', name: 'Café Zoë' } }, false],
  ] as const)('changing %s: changed %s', (_what, change, changed) => {
    expect(printedContentChanged(PRINTED, { ...PRINTED, ...change } as QuotePrintedContent)).toBe(changed);
  });
});

describe('revisions on save', () => {
  it.each([
    ['draft', 1, true, { revision: 1, keepReplaced: false }],
    ['draft', 1, false, { revision: 1, keepReplaced: false }],
    ['sent', 1, false, { revision: 1, keepReplaced: false }],
    ['sent', 1, true, { revision: 2, keepReplaced: true }],
    ['sent', 4, true, { revision: 5, keepReplaced: true }],
  ] as const)(
    'a %s quote at revision %s, printed content changed %s → %j',
    (status, revision, changed, next) => {
      expect(revisionOnSave(status, revision, changed)).toEqual(next);
    },
  );
});

describe('the revision a client answers', () => {
  it.each([
    [1, 1, true],
    [undefined, 1, true],
    [undefined, 2, false],
    [1, 2, false],
    [2, 2, true],
    [3, 2, false],
  ] as const)('naming %s, the quote at %s: may land %s', (asked, current, lands) => {
    expect(answersRevision(asked, current)).toBe(lands);
  });
});
