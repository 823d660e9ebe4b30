import { it } from 'vitest';
import { createClient, type TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany, createCustomer, createInvoice } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// A refused quote write must leave no quote, no items, no sending, and no invoice made of it.
const TABLES = [
  'quotes',
  'quote_items',
  'quote_sendings',
  'invoices',
  'invoice_items',
  'invoice_counts',
  'invoice_month_totals',
  'invoice_customer_totals',
  'invoice_due_totals',
  'ledger_month_totals',
  'customers',
  'companies',
  'document_links',
] as const;

function quoteDocument(refs: { companyId: number; customerId: number }) {
  return {
    data: {
      type: 'quotes',
      attributes: {
        number: 'Q-0001',
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        note: 'Materials included.',
        prices_include_gst: false,
        items: [
          { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00', taxable: true },
          { name: 'Parts', quantity: 1.5, price: 45.5, taxable: false },
        ],
      },
      relationships: {
        company: { data: { type: 'companies', id: String(refs.companyId) } },
        customer: { data: { type: 'customers', id: String(refs.customerId) } },
      },
    },
  };
}

async function createQuote(
  client: TestClient,
  refs: { companyId: number; customerId: number },
  number: string,
  state: 'draft' | 'sent' | 'accepted' = 'draft',
): Promise<number> {
  const document = quoteDocument(refs);
  document.data.attributes.number = number;
  const response = await client.post('/api/v1/quotes', document);
  if (response.statusCode !== 201) throw new Error(`quote not made: ${response.body}`);
  const id = Number(response.json().data.id);
  if (state !== 'draft') await client.post(`/api/v1/quotes/${id}/send`);
  if (state === 'accepted') await client.post(`/api/v1/quotes/${id}/accept`);
  return id;
}

/** A user with a business and a client, a way to make their quotes, and another user's quote and invoice. */
async function setUp(context: TestApp) {
  const { client } = await signedInUser(context);
  const refs = { ...(await createCompany(client)), customerId: await createCustomer(client) };
  const stranger = (await signedInUser(context)).client;
  const strangerRefs = { ...(await createCompany(stranger)), customerId: await createCustomer(stranger) };
  const strangerQuote = await createQuote(stranger, strangerRefs, 'Q-0001', 'accepted');
  const strangerInvoice = await createInvoice(stranger, strangerRefs, 'INV-0001');
  let sequence = 0;
  const newQuote = (state?: 'draft' | 'sent' | 'accepted') =>
    createQuote(client, refs, `SEED-${++sequence}`, state);
  return { client, refs, others: [strangerQuote, strangerInvoice], newQuote };
}

const quoteUrl =
  (suffix = '') =>
  (segment: string) =>
    `/api/v1/quotes/${segment}${suffix}`;

describeOnEachDatabase(
  'fuzzing the quote endpoints',
  (use) => {
    it('POST /quotes', { timeout: 90_000 }, async () => {
      const { client, refs } = await setUp(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/quotes',
        valid: quoteDocument(refs),
        tables: TABLES,
        readBack: (response) => `/api/v1/quotes/${response.json().data.id}?include=items,customer,company`,
      });
    });

    it('PATCH /quotes/:id', { timeout: 90_000 }, async () => {
      const { client, refs, others, newQuote } = await setUp(use());
      const id = await newQuote();
      const edit = quoteDocument(refs);
      edit.data.attributes.number = 'Q-EDIT';
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url: { path: quoteUrl(), id: () => id, otherIds: others },
        valid: edit,
        tables: TABLES,
        readBack: (_response, at) => `${at}?include=items`,
      });
    });

    it('DELETE /quotes/:id', { timeout: 60_000 }, async () => {
      const { client, others, newQuote } = await setUp(use());
      let id = await newQuote();
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: { path: quoteUrl(), id: () => id, otherIds: others },
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await newQuote();
          },
        },
        DELETE_RUNS,
      );
    });

    // Each send renders the PDF, so fewer runs: the body is not read, the id is what can go wrong.
    it('POST /quotes/:id/send, /accept, /decline and /invoice', { timeout: 120_000 }, async () => {
      const { client, others, newQuote } = await setUp(use());
      for (const [action, state] of [
        ['/send', 'draft'],
        ['/accept', 'sent'],
        ['/decline', 'sent'],
        ['/invoice', 'accepted'],
      ] as const) {
        let id = await newQuote(state);
        await fuzzWrite(
          use(),
          client,
          {
            method: 'POST',
            url: { path: quoteUrl(action), id: () => id, otherIds: others },
            valid: null,
            tables: TABLES,
            readBack: () => `/api/v1/quotes/${id}`,
            restore: async () => {
              id = await newQuote(state);
            },
          },
          8,
        );
      }
    });

    it('POST and DELETE /quotes/:id/link', { timeout: 60_000 }, async () => {
      const { client, others, newQuote } = await setUp(use());
      const id = await newQuote('sent');
      for (const method of ['POST', 'DELETE'] as const) {
        await fuzzWrite(
          use(),
          client,
          {
            method,
            url: { path: quoteUrl('/link'), id: () => id, otherIds: others },
            valid: null,
            tables: TABLES,
            readBack: (_response, at) => at,
          },
          DELETE_RUNS,
        );
      }
    });

    // The client's answer on the quote's page: a bad body or token changes nothing; an answer that
    // goes through is read back on the page, and the next run answers a new quote.
    it('POST /public/documents/:token/decision on a quote', { timeout: 90_000 }, async () => {
      const { client, newQuote } = await setUp(use());
      const linked = async () => {
        const id = await newQuote('sent');
        const link = await client.post(`/api/v1/quotes/${id}/link`);
        return { id, token: String(link.json().data.attributes.url).split('/p/')[1] ?? '' };
      };
      let current = await linked();
      const page = (segment: string) =>
        `/api/v1/public/documents/${segment === String(current.id) ? current.token : segment}`;
      await fuzzWrite(use(), createClient(use().app), {
        method: 'POST',
        url: { path: (segment) => `${page(segment)}/decision`, id: () => current.id },
        valid: { data: { type: 'documentDecisions', attributes: { decision: 'accept' } } },
        tables: TABLES,
        readBack: (_response, at) => at.replace(/\/decision$/, ''),
        restore: async () => {
          current = await linked();
        },
      });
    });
  },
  { env: FUZZ_ENV },
);
