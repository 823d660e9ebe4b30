import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';
import type { DocumentDecision } from '@sorted/core/schemas/document-decisions';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenHash } from '../../lib/document-links.ts';
import { HttpError } from '../../lib/http-error.ts';
import { randomToken } from '../../lib/tokens.ts';
import { linkSecret } from '../../mail/link-secret.ts';
import { installContract } from '../../plugins/contract.ts';
import { installJsonApi } from '../../plugins/json-api.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';
import { insertLink } from '../../repositories/document-links.repository.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../../test/test-app.ts';
import { insertTestUser } from '../../test/users.ts';
import { publicDocumentsRoutes } from './public-documents.routes.ts';

// The decision route against a stand-in quote loader (quotes are built apart): what the seam is asked
// and answers. The real app's invoice loader takes no decision (public-documents.routes.test.ts).

const SECRET = 'a-test-secret-of-at-least-32-characters';

const QUOTE: PublicDocumentAttributes = {
  kind: 'quote',
  number: 'Q-0001',
  issue_date: '2026-11-01',
  valid_until: '2026-11-30',
  status: 'sent',
  decided_at: null,
  withdrawn_at: null,
  revision: 1,
  can_decide: true,
  seller: {
    name: 'Tidy Gardens',
    abn: '51 824 753 556',
    email: null,
    phone: null,
    address: null,
    logo: null,
    accent_color: null,
  },
  client_name: null,
  gst_registered: false,
  prices_include_gst: false,
  items: [],
  subtotal: '0.00',
  gst: '0.00',
  total: '0.00',
  note: null,
};

for (const dialect of testDialects) {
  describe(`deciding on a document [${dialect}]`, () => {
    let database: TestDatabase;
    const decisions: Array<[number, number, DocumentDecision]> = [];
    const app = Fastify();

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      installJsonApi(app);
      app.decorateRequest('userId', null);
      await app.register(async (api) => {
        installContract(api, { check: true });
        await api.register(
          publicDocumentsRoutes({
            db: database.db,
            secret: SECRET,
            limiter: createRateLimiter(database.db),
            notify: { appUrl: 'http://localhost' },
            loaders: {
              quote: {
                document: async () => QUOTE,
                pdf: async () => {
                  throw new HttpError(404, 'Not Found');
                },
                async decide(userId, documentId, decision) {
                  if (documentId === 99) throw new HttpError(409, 'This quote was decided already.');
                  decisions.push([userId, documentId, decision]);
                },
              },
            },
          }),
        );
      });
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    async function quoteToken(documentId: number) {
      const user = await insertTestUser(database.db);
      // A token is its link's seed signed with the server's secret, as the app makes them.
      const seed = randomToken();
      const token = linkSecret(SECRET, seed);
      await insertLink(database.db.kysely, user.id, {
        kind: 'quote',
        documentId,
        seed,
        tokenHash: linkTokenHash(token),
      });
      return { userId: user.id, token };
    }

    const decide = (token: string, decision: unknown) =>
      app.inject({
        method: 'POST',
        url: `/public/documents/${token}/decision`,
        payload: { data: { type: 'documentDecisions', attributes: { decision } } },
      });

    it("passes the client's decision to the kind's loader and answers the document", async () => {
      const { userId, token } = await quoteToken(7);
      const response = await decide(token, 'decline');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ type: 'publicDocuments', id: token, attributes: QUOTE });
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(decisions).toContainEqual([userId, 7, 'decline']);
    });

    it('refuses a decision that is neither accept nor decline with a 422 under the field', async () => {
      const { token } = await quoteToken(8);
      const response = await decide(token, 'maybe');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'decision_invalid',
        source: { pointer: '/data/attributes/decision' },
      });
    });

    it("answers what the loader refuses, and 404 for a token that is not a link's", async () => {
      const { token } = await quoteToken(99);
      expect((await decide(token, 'accept')).statusCode).toBe(409);
      expect((await decide(randomToken(), 'accept')).statusCode).toBe(404);
    });
  });
}
