import { isRecordId } from '@sorted/core/identifiers/record-id';
import { nextNumber } from '@sorted/core/sales-documents/numbering';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  documentLinkState,
  type LinkDeps,
  replaceDocumentLink,
  revokeDocumentLink,
} from '../lib/document-links.ts';
import { notFound } from '../lib/http-error.ts';
import { idParam } from '../lib/list-query.ts';
import type { MailLimits } from '../lib/mail-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ContractReply } from '../plugins/contract.ts';
import type { RateLimiter } from '../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../plugins/sessions/sessions.ts';
import { SALES_DOCUMENT_KINDS, type SalesDocumentKind } from './kinds.ts';
import { findDocument, findOwnCompanies, lastNumberOf } from './sales-documents.repository.ts';

/** What the routes of a kind's feature are built with (app.ts): the database, mails, PDFs' budgets, links. */
export interface DocumentFeatureDeps {
  db: Db;
  timeZone: string;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  links: LinkDeps;
}

/**
 * The routes every kind of sales document has, registered once for each: the next number of its series
 * for a business, and the link to a document's page for its client (its state, a new one that retires
 * the old one, revoking it).
 */
export function salesDocumentsRoutes(deps: { db: Db; links: LinkDeps }): FastifyPluginAsync {
  return async (api) => {
    api.addHook('preHandler', requireUser);
    for (const kind of SALES_DOCUMENT_KINDS) {
      nextNumberRoute(api, deps.db, kind);
      linkRoutes(api, deps, kind);
    }
  };
}

function nextNumberRoute(api: FastifyInstance, db: Db, kind: SalesDocumentKind) {
  api.get<{ Reply: ContractReply<`GET /${typeof kind.collection}/next-number`> }>(
    `/${kind.collection}/next-number`,
    async (request) => {
      const userId = currentUserId(request);
      const companyId = Number((request.query as Record<string, unknown>).company_id);
      const [company] = isRecordId(companyId) ? await findOwnCompanies(db.kysely, userId, [companyId]) : [];
      if (!company) throw notFound();
      const last = await lastNumberOf(db.kysely, userId, kind.kind, company.id);
      return { meta: { number: nextNumber(kind.series, last) } };
    },
  );
}

function linkRoutes(api: FastifyInstance, deps: { db: Db; links: LinkDeps }, kind: SalesDocumentKind) {
  type Route<Method extends string> = `${Method} /${typeof kind.collection}/:id/link`;
  const path = `/${kind.collection}/:id/link`;

  async function linkDocument(userId: number, documentId: number) {
    const attributes = await documentLinkState(deps.links, userId, kind.kind, documentId);
    return { data: { type: 'documentLinks' as const, id: String(documentId), attributes } };
  }
  async function ownDocumentId(request: FastifyRequest) {
    const document = await findDocument(deps.db.kysely, currentUserId(request), kind.kind, idParam(request));
    if (!document) throw notFound();
    return document.id;
  }

  api.get<{ Reply: ContractReply<Route<'GET'>> }>(path, async (request) =>
    linkDocument(currentUserId(request), await ownDocumentId(request)),
  );

  api.post<{ Reply: ContractReply<Route<'POST'>> }>(path, async (request, reply) => {
    const userId = currentUserId(request);
    const id = await ownDocumentId(request);
    await replaceDocumentLink(deps.links, userId, kind.kind, id);
    return reply.code(201).send(await linkDocument(userId, id));
  });

  api.delete<{ Reply: ContractReply<Route<'DELETE'>> }>(path, async (request) => {
    const userId = currentUserId(request);
    const id = await ownDocumentId(request);
    await revokeDocumentLink(deps.links, userId, kind.kind, id);
    return linkDocument(userId, id);
  });
}
