import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates/calendar.ts';
import { BULK_ACCEPT_CONFIDENCE } from './confidence.ts';
import { type OpenInvoice, suggestInvoices } from './invoice-suggestions.ts';

// Open invoices drawn from a few clients and a few amounts, so that amounts tie and add up to each
// other often; narratives that name some invoices and clients, or nothing.

const CLIENTS = ['Acme Plumbing Pty Ltd', 'Bolt Electrical', 'John Smith', 'Harbour Cafe'];
const AMOUNTS = [5_000, 10_000, 15_000, 22_000, 33_333];

const openInvoices: fc.Arbitrary<OpenInvoice[]> = fc
  .array(
    fc.record({
      client: fc.constantFrom(...CLIENTS),
      issued: fc.nat({ max: 60 }),
      terms: fc.nat({ max: 30 }),
      outstandingCents: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 1, max: 50_000 })),
    }),
    { maxLength: 25 },
  )
  .map((drafts) =>
    drafts.map((draft, index) => {
      const issueDate = addDays('2025-01-01', draft.issued);
      return {
        id: index + 1,
        number: `INV-${String(index + 1).padStart(4, '0')}`,
        clientName: draft.client,
        issueDate,
        dueDate: addDays(issueDate, draft.terms),
        outstandingCents: draft.outstandingCents,
      };
    }),
  );

const narrative = fc
  .tuple(
    fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
    fc.option(fc.constantFrom('ACME PLUMBING', 'BOLT ELECTRICAL', 'J SMITH', 'HARBOUR CAFE')),
  )
  .map(([numbers, client]) =>
    [
      'DEPOSIT-OSKO PAYMENT 2686772',
      client ?? '',
      ...numbers.map((n) => `INV-${String(n).padStart(4, '0')}`),
    ].join(' '),
  );

const line = fc.record({
  date: fc.nat({ max: 120 }).map((day) => addDays('2025-01-01', day)),
  amountCents: fc.oneof(
    fc.constantFrom(...AMOUNTS, 10_000 + 22_000, 5_000 + 15_000 + 33_333),
    fc.integer({ min: 1, max: 100_000 }),
  ),
  description: narrative,
});

describe('suggestInvoices, whatever the invoices and the line', () => {
  it('allocates whole cents to open invoices, each at most what it owes, together at most the line', () => {
    fc.assert(
      fc.property(line, openInvoices, (credit, open) => {
        const suggestions = suggestInvoices(credit, open);
        expect(suggestions.length).toBeLessThanOrEqual(5);
        const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
        const keys = new Set<string>();
        for (const { allocations, confidence } of suggestions) {
          expect(allocations.length).toBeGreaterThanOrEqual(1);
          expect(allocations.length).toBeLessThanOrEqual(Math.max(5, open.length));
          expect(new Set(allocations.map((a) => a.invoiceId)).size).toBe(allocations.length);
          for (const { invoiceId, amountCents } of allocations) {
            expect(Number.isSafeInteger(amountCents)).toBe(true);
            expect(amountCents).toBeGreaterThan(0);
            expect(amountCents).toBeLessThanOrEqual(byId.get(invoiceId)?.outstandingCents ?? -1);
          }
          expect(allocations.reduce((sum, a) => sum + a.amountCents, 0)).toBeLessThanOrEqual(
            credit.amountCents,
          );
          expect(Number.isInteger(confidence) && confidence >= 0 && confidence <= 100).toBe(true);
          keys.add(allocations.map((a) => `${a.invoiceId}:${a.amountCents}`).join(','));
        }
        expect(keys.size).toBe(suggestions.length);
        const confidences = suggestions.map((s) => s.confidence);
        expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
      }),
      { numRuns: 200 },
    );
  });

  it('never offers "accept all" on an amount two invoices owe when nothing else tells them apart', () => {
    const twin = fc.record({
      client: fc.constantFrom(...CLIENTS),
      issued: fc.nat({ max: 60 }),
      terms: fc.nat({ max: 30 }),
    });
    fc.assert(
      fc.property(
        line,
        openInvoices,
        fc.tuple(twin, twin),
        fc.constantFrom(...AMOUNTS),
        (credit, open, pair, amountCents) => {
          const twins = pair.map((draft, index) => {
            const issueDate = addDays('2025-01-01', draft.issued);
            const id = 901 + index;
            return {
              id,
              number: `INV-${id}`,
              clientName: draft.client,
              issueDate,
              dueDate: addDays(issueDate, draft.terms),
              outstandingCents: amountCents,
            };
          });
          const deposit = { ...credit, amountCents, description: 'DEPOSIT-OSKO PAYMENT 2686772' };
          const suggestions = suggestInvoices(deposit, [...open, ...twins]);
          expect(suggestions.every((s) => s.confidence < BULK_ACCEPT_CONFIDENCE)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('puts the invoice named with its exact amount first, above the bulk line, when it was issued by the line’s date', () => {
    fc.assert(
      fc.property(line, openInvoices, (credit, open) => {
        const target = open.find((invoice) => invoice.issueDate <= credit.date);
        if (target === undefined) return;
        const description = `DEPOSIT ${target.number}`;
        const [best] = suggestInvoices(
          { ...credit, description, amountCents: target.outstandingCents },
          open,
        );
        expect(best?.allocations).toEqual([{ invoiceId: target.id, amountCents: target.outstandingCents }]);
        expect(best?.confidence).toBeGreaterThanOrEqual(BULK_ACCEPT_CONFIDENCE);
      }),
      { numRuns: 200 },
    );
  });
});
