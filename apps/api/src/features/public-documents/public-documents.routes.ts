import type { DocumentKind } from '@sorted/core/contract/document-links';
import { documentDecisionSchema } from '@sorted/core/schemas/document-decisions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type DocumentLoader, liveLinkOfToken } from '../../lib/document-links.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import type { NotifyDeps } from '../../lib/notify.ts';
import { parseInput, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { attributesOf } from '../../sales-documents/document-request.ts';
import { recordDocumentView } from './record-view.ts';

// Far more than a client opening their invoice needs, far too few to guess a token (256 bits) or to
// keep the PDF renderer busy from one address.
const REQUESTS_PER_WINDOW = 60;
const WINDOW_SECONDS = 10 * 60;
// PDFs rendered per document, whoever asks: a client downloading their invoice again, or passing the
// link to their bookkeeper, never nears it; many addresses asking for one document's PDF to keep the
// renderer busy are held to it.
const PDF_RENDERS_PER_DOCUMENT = 20;
const PDF_WINDOW_SECONDS = 60 * 60;

/**
 * The client's page: a document opened by its link's token, without a session: read it, its PDF, and
 * accept or decline it where its kind allows. An unknown, revoked or malformed token and a document that
 * is gone all answer the same 404. The answers are kept out of
 * search engines, and the page's address (the token) is never sent on as a referrer.
 */
export function publicDocumentsRoutes(deps: {
  db: Db;
  /** SESSION_SECRET: a token opens its page only while it still comes out of its link's seed. */
  secret: string;
  limiter: RateLimiter;
  /** One per kind of document; a link of a kind without one opens nothing. */
  loaders: Partial<Record<DocumentKind, DocumentLoader>>;
  /** Telling the owner of a document's first view. */
  notify: NotifyDeps;
}): FastifyPluginAsync {
  async function opened(request: FastifyRequest) {
    await deps.limiter.hit(`public-document:${request.ip}`, REQUESTS_PER_WINDOW, WINDOW_SECONDS);
    const { token } = request.params as { token: string };
    const link = await liveLinkOfToken(deps, token);
    const loader = link ? deps.loaders[link.kind as DocumentKind] : undefined;
    if (!link || !loader) throw notFound();
    return { link, loader, token };
  }

  return async (api) => {
    api.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
      done();
    });

    // Each load of the page asks once: that is a view. The PDF is not counted again, nor is the owner
    // looking at their own link (Open on the overview) a view of the client's.
    api.get<{ Reply: ContractReply<'GET /public/documents/:token'> }>(
      '/public/documents/:token',
      async (request) => {
        const { link, loader, token } = await opened(request);
        const attributes = await loader.document(link.user_id, link.document_id);
        if (!attributes) throw notFound();
        if (request.userId !== link.user_id) await recordDocumentView(deps.db, link, new Date(), deps.notify);
        return { data: { type: 'publicDocuments', id: token, attributes } };
      },
    );

    api.get('/public/documents/:token/pdf', async (request, reply) => {
      const { link, loader } = await opened(request);
      await deps.limiter.hit(
        `public-document-pdf:${link.kind}:${link.document_id}`,
        PDF_RENDERS_PER_DOCUMENT,
        PDF_WINDOW_SECONDS,
      );
      return sendDownload(reply, await loader.pdf(link.user_id, link.document_id, requestLocale(request)));
    });

    // Accept or decline (a quote), naming the revision the page showed. The token is the client's whole
    // right, as for reading; the CSRF double submit still applies, so another site cannot make a
    // visitor's browser decide.
    api.post<{ Reply: ContractReply<'POST /public/documents/:token/decision'> }>(
      '/public/documents/:token/decision',
      async (request) => {
        const { link, loader, token } = await opened(request);
        if (!loader.decide) throw notFound();
        const { decision, revision } = parseInput(
          documentDecisionSchema,
          attributesOf(request.body),
          request,
        );
        await loader.decide(link.user_id, link.document_id, decision, revision, requestLocale(request));
        const attributes = await loader.document(link.user_id, link.document_id);
        if (!attributes) throw notFound();
        return { data: { type: 'publicDocuments', id: token, attributes } };
      },
    );
  };
}
