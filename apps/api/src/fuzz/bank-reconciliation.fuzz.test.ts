import { expect, it } from 'vitest';
import { type BankBooks, bankBooks, bankBooksInvoice, undoReconcile } from '../test/bank-books.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// Every write of the reconcile API under hostile requests (issue 29): mutated decisions of each kind,
// "accept all", the bank rules' writes and their order, odd and other users' ids. Never a 5xx, always a
// JSON:API error, and a refused write changes nothing anywhere (no payment, expense, rule, total or
// history row half written).

const DEPOSIT = 'Direct Credit 301500 BONDI BAKERY INV-0041 INV-0042';
const CARD = 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026';
const TRANSFER = 'Transfer to xx1234 NetBank Savings';

const RULE = {
  conditions: [{ field: 'description', kind: 'contains', text: 'OFFICEWORKS' }],
  match_all: true,
  direction: 'spend',
  action: {
    kind: 'expense',
    supplier_name: 'Officeworks',
    category: 'tools-equipment',
    gst_free: false,
    business_use_percent: 90,
  },
};

const ruleBody = (books: BankBooks) => ({
  data: {
    type: 'bank-rules',
    attributes: RULE,
    relationships: { company: { data: { type: 'companies', id: books.companyId } } },
  },
});

async function newRule(books: BankBooks): Promise<number> {
  const response = await books.client.post('/api/v1/bank-rules', ruleBody(books));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

describeOnEachDatabase(
  'fuzzing the reconcile endpoints',
  (use) => {
    it('POST /bank-lines/:id/reconciliation', { timeout: 120_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      const invoice = await bankBooksInvoice(books, 'INV-0041', 'bondi');
      const other = await bankBooksInvoice(books, 'INV-0042', 'bondi');
      const otherIds = [Number(stranger.line(DEPOSIT))];
      const lines = `/api/v1/bank-accounts/${books.accountId}/lines`;
      const endpoint = (description: string) => ({
        method: 'POST' as const,
        url: {
          path: (segment: string) => `/api/v1/bank-lines/${segment}/reconciliation`,
          id: () => Number(books.line(description)),
          otherIds,
        },
        readBack: () => lines,
        // A decision that went through is undone, for the next run to decide again.
        restore: async () => {
          await undoReconcile(books, books.line(description));
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(DEPOSIT),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'invoice-payment',
              allocations: [
                { invoice_id: invoice, amount: '1100.00' },
                { invoice_id: other, amount: '500.00' },
              ],
            },
          },
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(CARD),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'expense',
              supplier_name: 'Officeworks',
              category: 'tools-equipment',
              gst: '1.72',
              business_use_percent: 80,
              learn_rule: true,
            },
          },
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(CARD),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'split',
              business_percent: 60,
              supplier_name: 'Officeworks',
              category: 'other',
            },
          },
        },
      });
    });

    it('POST /bank-accounts/:id/reconcile/accept', { timeout: 120_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      await bankBooksInvoice(books, 'INV-0041', 'bondi');
      await bankBooksInvoice(books, 'INV-0042', 'bondi');
      await newRule(books);
      const accepted = [DEPOSIT, CARD, TRANSFER].map((description) => books.line(description));
      await fuzzWrite(use(), books.client, {
        method: 'POST',
        url: {
          path: (segment: string) => `/api/v1/bank-accounts/${segment}/reconcile/accept`,
          id: () => Number(books.accountId),
          otherIds: [Number(stranger.accountId)],
        },
        valid: {
          data: {
            type: 'reconcile-accepts',
            attributes: { line_ids: [...accepted, stranger.line(DEPOSIT)] },
          },
        },
        readBack: () => `/api/v1/bank-accounts/${books.accountId}/reconcile`,
        // What went through is undone, for the next run to accept again (a line not accepted answers 409).
        restore: async () => {
          for (const line of accepted) await undoReconcile(books, line);
        },
      });
    });

    it('POST /bank-rules and PUT /bank-rules/order', { timeout: 120_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      await fuzzWrite(use(), books.client, {
        method: 'POST',
        url: '/api/v1/bank-rules',
        valid: ruleBody(books),
        readBack: (response) => `/api/v1/bank-rules/${response.json().data.id}`,
      });
      const theirs = await newRule(stranger);
      const ids = async () => {
        const rules = await books.client.get('/api/v1/bank-rules?page[size]=100');
        return rules.json().data.map((rule: { id: string }) => rule.id) as string[];
      };
      await fuzzWrite(use(), books.client, {
        method: 'PUT',
        url: '/api/v1/bank-rules/order',
        valid: { data: { type: 'bank-rule-orders', attributes: { ids: (await ids()).reverse() } } },
        readBack: () => '/api/v1/bank-rules',
      });
      // Another user's rule among them is refused, and changes nothing.
      const mixed = await books.client.put('/api/v1/bank-rules/order', {
        data: { type: 'bank-rule-orders', attributes: { ids: [...(await ids()), String(theirs)] } },
      });
      expect(mixed.statusCode, mixed.body).toBe(422);
    });

    it('PATCH and DELETE /bank-rules/:id', { timeout: 120_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      const otherIds = [await newRule(stranger)];
      let id = await newRule(books);
      const url = { path: (segment: string) => `/api/v1/bank-rules/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), books.client, {
        method: 'PATCH',
        url,
        valid: ruleBody(books),
        readBack: (_response, at) => at,
      });
      await fuzzWrite(
        use(),
        books.client,
        {
          method: 'DELETE',
          url,
          valid: null,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await newRule(books);
          },
        },
        DELETE_RUNS,
      );
    });

    it('DELETE /bank-lines/:id/reconciliation', { timeout: 60_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      const invoice = await bankBooksInvoice(books, 'INV-0041', 'bondi');
      const decide = async () => {
        const response = await books.client.post(`/api/v1/bank-lines/${books.line(DEPOSIT)}/reconciliation`, {
          data: {
            type: 'reconciliations',
            attributes: { kind: 'invoice-payment', allocations: [{ invoice_id: invoice, amount: '800.00' }] },
          },
        });
        if (response.statusCode !== 201) throw new Error(response.body);
      };
      await decide();
      const theirs = stranger.line(DEPOSIT);
      await stranger.client.post(`/api/v1/bank-lines/${theirs}/reconciliation`, {
        data: { type: 'reconciliations', attributes: { kind: 'contribution' } },
      });
      await fuzzWrite(
        use(),
        books.client,
        {
          method: 'DELETE',
          url: {
            path: (segment: string) => `/api/v1/bank-lines/${segment}/reconciliation`,
            id: () => Number(books.line(DEPOSIT)),
            otherIds: [Number(theirs)],
          },
          valid: null,
          readBack: () => `/api/v1/bank-accounts/${books.accountId}/lines`,
          restore: decide,
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
