import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionRefusal,
  decide,
  editRefusal,
  isQuoteEditable,
  type QuoteFacts,
  quoteDisplayStatus,
  sendRefusal,
  withdrawRefusal,
} from './status.ts';

const TODAY = '2026-11-25';
const quote = (status: QuoteFacts['status'], validUntil = '2026-12-01', converted: number | null = null) => ({
  status,
  validUntil,
  convertedInvoiceId: converted,
});

describe('quote display status', () => {
  it.each([
    ['draft', '2026-12-01', null, 'draft'],
    ['draft', '2026-11-24', null, 'expired'],
    ['sent', TODAY, null, 'sent'],
    ['sent', '2026-11-24', null, 'expired'],
    ['accepted', '2026-11-24', null, 'accepted'],
    ['declined', '2026-11-24', null, 'declined'],
    ['accepted', '2026-11-01', 7, 'accepted'],
    ['withdrawn', '2026-12-01', null, 'withdrawn'],
    ['withdrawn', '2026-11-24', null, 'withdrawn'],
  ] as const)('%s valid until %s (converted %s) shows as %s', (status, validUntil, converted, shown) => {
    expect(quoteDisplayStatus(quote(status, validUntil, converted), TODAY)).toBe(shown);
  });
});

describe('deciding a quote', () => {
  it.each([
    ['sent', '2026-12-01', 'accepted', { ok: true, status: 'accepted', changed: true }],
    ['sent', TODAY, 'declined', { ok: true, status: 'declined', changed: true }],
    ['draft', '2026-12-01', 'accepted', { ok: false, reason: 'quote_not_sent' }],
    ['sent', '2026-11-24', 'accepted', { ok: false, reason: 'quote_expired' }],
    ['sent', '2026-11-24', 'declined', { ok: false, reason: 'quote_expired' }],
    ['accepted', '2026-12-01', 'accepted', { ok: true, status: 'accepted', changed: false }],
    ['accepted', '2026-12-01', 'declined', { ok: false, reason: 'quote_decided' }],
    ['declined', '2026-12-01', 'accepted', { ok: false, reason: 'quote_decided' }],
    ['declined', '2026-11-01', 'declined', { ok: true, status: 'declined', changed: false }],
    ['withdrawn', '2026-12-01', 'accepted', { ok: false, reason: 'quote_withdrawn' }],
    ['withdrawn', '2026-12-01', 'declined', { ok: false, reason: 'quote_withdrawn' }],
    ['withdrawn', '2026-11-24', 'accepted', { ok: false, reason: 'quote_withdrawn' }],
  ] as const)('%s valid until %s, %s → %j', (status, validUntil, decision, outcome) => {
    expect(decide(quote(status, validUntil), decision, TODAY)).toEqual(outcome);
  });
});

describe('what may be done with a quote', () => {
  it.each([
    ['draft', null, true, null, 'quote_not_accepted'],
    ['sent', null, true, null, 'quote_not_accepted'],
    ['accepted', null, false, 'quote_decided', null],
    ['accepted', 3, false, 'quote_decided', 'quote_converted'],
    ['declined', null, false, 'quote_decided', 'quote_not_accepted'],
  ] as const)(
    '%s (converted %s): editable %s, send %s, convert %s',
    (status, converted, editable, send, convert) => {
      const facts = quote(status, '2026-12-01', converted);
      expect(isQuoteEditable(facts)).toBe(editable);
      expect(sendRefusal(facts, TODAY)).toBe(send);
      expect(conversionRefusal(facts)).toBe(convert);
    },
  );

  it.each([
    ['draft', '2026-12-01', null, null, 'quote_withdraw_draft'],
    ['sent', '2026-12-01', null, null, null],
    // An expired quote may still be withdrawn: its page then says so rather than "expired".
    ['sent', '2026-11-24', null, null, null],
    ['accepted', '2026-12-01', null, 'quote_not_editable', 'quote_decided'],
    ['accepted', '2026-12-01', 3, 'quote_not_editable', 'quote_decided'],
    ['declined', '2026-12-01', null, 'quote_not_editable', 'quote_decided'],
    ['withdrawn', '2026-12-01', null, 'quote_withdrawn', 'quote_withdrawn'],
  ] as const)(
    '%s valid until %s (converted %s): edit refused %s, withdraw refused %s',
    (status, validUntil, converted, edit, withdraw) => {
      const facts = quote(status, validUntil, converted);
      expect(editRefusal(facts)).toBe(edit);
      expect(withdrawRefusal(facts)).toBe(withdraw);
    },
  );

  it('never edits, sends or converts a withdrawn quote', () => {
    const facts = quote('withdrawn');
    expect(isQuoteEditable(facts)).toBe(false);
    expect(sendRefusal(facts, TODAY)).toBe('quote_withdrawn');
    expect(sendRefusal(quote('withdrawn', '2026-11-24'), TODAY)).toBe('quote_withdrawn');
    expect(conversionRefusal(facts)).toBe('quote_not_accepted');
  });

  it('refuses to send an expired quote', () => {
    expect(sendRefusal(quote('sent', '2026-11-24'), TODAY)).toBe('quote_expired');
  });
});

describe('quote rules, for any quote and day', () => {
  const day = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const facts = fc.record({
    status: fc.constantFrom('draft', 'sent', 'accepted', 'declined', 'withdrawn' as const),
    validUntil: day,
    convertedInvoiceId: fc.option(fc.integer({ min: 1 }), { nil: null }),
  });

  it('never moves an answered quote to the other answer, and expires only undecided ones', () => {
    fc.assert(
      fc.property(facts, day, fc.constantFrom('accepted', 'declined' as const), (quote, today, decision) => {
        const outcome = decide(quote, decision, today);
        if (quote.status === 'accepted' || quote.status === 'declined' || quote.status === 'withdrawn') {
          expect(outcome.ok ? outcome.status : quote.status).toBe(quote.status);
        }
        if (outcome.ok && outcome.changed) {
          expect(quote.status).toBe('sent');
          expect(quote.validUntil >= today).toBe(true);
        }
        const shown = quoteDisplayStatus(quote, today);
        expect(shown === 'expired').toBe(isQuoteEditable(quote) && quote.validUntil < today);
      }),
    );
  });
});
