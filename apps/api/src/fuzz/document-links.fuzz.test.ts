import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { databaseSnapshot } from './database-snapshot.ts';
import { createCompany, createCustomer, createInvoice } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite, RUNS } from './fuzz-write.ts';
import { hostileId } from './hostile-requests.ts';
import { expectJsonApiAnswer } from './json-api-answer.ts';

const TABLES = ['document_links', 'invoices'] as const;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A user's invoice with a live link (its token), and another user's invoice. */
async function setUp(context: TestApp) {
  const { client } = await signedInUser(context);
  const refs = { ...(await createCompany(client)), customerId: await createCustomer(client) };
  const stranger = (await signedInUser(context)).client;
  const strangerRefs = { ...(await createCompany(stranger)), customerId: await createCustomer(stranger) };
  const strangerInvoice = await createInvoice(stranger, strangerRefs, 'INV-0001');
  const id = await createInvoice(client, refs, 'INV-0001');
  const link = await client.post(`/api/v1/invoices/${id}/link`);
  const token = String(link.json().data.attributes.url).split('/p/')[1] ?? '';
  return { client, id, token, strangerInvoice };
}

/** Tokens that are not a live link's: near misses of the real one, random base64url, and oddities. */
const hostileToken = (token: string) =>
  fc.oneof(
    // One character of the real token changed.
    fc
      .tuple(fc.nat(token.length - 1), fc.constantFrom(...BASE64URL))
      .filter(([at, char]) => token[at] !== char)
      .map(([at, char]) => `${token.slice(0, at)}${char}${token.slice(at + 1)}`),
    fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 43, maxLength: 43 }),
    fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 200 }),
    fc.constantFrom(`${token}=`, `${token}A`, token.slice(1), token.toUpperCase(), `${token}%00`),
    fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
    hostileId(),
  );

describeOnEachDatabase(
  'fuzzing the client page',
  (use) => {
    it('GET /public/documents/:token (and its PDF) with random tokens: never a 5xx, never a page, nothing counted', async () => {
      const context = use();
      const { token } = await setUp(context);
      const visitor = createClient(context.app);
      const before = await databaseSnapshot(context.db, ['document_links']);
      await fc.assert(
        fc.asyncProperty(hostileToken(token), fc.boolean(), async (guess, pdf) => {
          fc.pre(guess !== token);
          const url = `/api/v1/public/documents/${guess}${pdf ? '/pdf' : ''}`;
          const response = await context.app.inject({ method: 'GET', url, remoteAddress: visitor.ip });
          expectJsonApiAnswer(response, url);
          // 404 for a token; a path Fastify refuses before any route (a lone surrogate, a parameter
          // longer than 100 characters) answers 400 or 414.
          expect([400, 404, 414], url).toContain(response.statusCode);
        }),
        { numRuns: RUNS * 4 },
      );
      expect(await databaseSnapshot(context.db, ['document_links'])).toEqual(before);
    });

    // An invoice takes no decision: whatever the body, the answer is the 404 and nothing changes.
    it('POST /public/documents/:token/decision', { timeout: 60_000 }, async () => {
      const { token } = await setUp(use());
      await fuzzWrite(use(), createClient(use().app), {
        method: 'POST',
        url: `/api/v1/public/documents/${token}/decision`,
        valid: { data: { type: 'documentDecisions', attributes: { decision: 'accept' } } },
        tables: TABLES,
      });
    });

    it('POST /invoices/:id/link', { timeout: 60_000 }, async () => {
      const { client, id, strangerInvoice } = await setUp(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: {
          path: (segment) => `/api/v1/invoices/${segment}/link`,
          id: () => id,
          otherIds: [strangerInvoice],
        },
        valid: null,
        tables: TABLES,
        readBack: (_response, at) => at,
      });
    });

    it('DELETE /invoices/:id/link', { timeout: 60_000 }, async () => {
      const { client, id, strangerInvoice } = await setUp(use());
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: {
            path: (segment) => `/api/v1/invoices/${segment}/link`,
            id: () => id,
            otherIds: [strangerInvoice],
          },
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
