import type {
  DocumentKind,
  DocumentLinkAttributes,
  PublicDocumentAttributes,
} from '@sorted/core/contract/document-links';
import type { Locale } from '@sorted/core/i18n/locales';
import type { DocumentDecision } from '@sorted/core/schemas/document-decisions';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { LINK_SECRET, linkSecret } from '../mail/link-secret.ts';
import {
  type DocumentLinkRow,
  findLiveLinkByHash,
  insertLink,
  latestLinkOf,
  revokeLinksOf,
} from '../repositories/document-links.repository.ts';
import type { DownloadFile } from './file-download.ts';
import { randomToken, safeEqual, sha256 } from './tokens.ts';

// The link to a document's client page (issue 18). Its token is HMAC(SESSION_SECRET, seed), the value a
// mail's link secret is computed as at delivery (mail/link-secret.ts): the row keeps the seed and the
// token's SHA-256, the outbox only the seed. So the owner's overview can show the link again at any
// time (a link shown once could not be copied later), while a copy of the database opens no page, and
// a new SESSION_SECRET retires every link (the overview then offers to make a new one).

// The prefix keeps a link's HMAC apart from every other use of the secret (e-mail verification, resets).
const SEED_PREFIX = 'document-link.';

/** The path of the client's page in the web app. */
export const publicPagePath = (token: string) => `/p/${token}`;

/** What a token looks like: base64url of an HMAC-SHA-256 (256 bits). Anything else is not looked up. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const linkTokenHash = (token: string) => sha256(token);

const tokenOf = (secret: string, seed: string) => linkSecret(secret, seed);

/**
 * The live link a client's token opens: found by the token's hash, and only while the token still comes
 * out of the link's seed, so that a new SESSION_SECRET retires every link sent before it.
 */
export async function liveLinkOfToken(deps: { db: Db; secret: string }, token: string) {
  if (!isLinkToken(token)) return undefined;
  const link = await findLiveLinkByHash(deps.db.kysely, linkTokenHash(token));
  return link && safeEqual(tokenOf(deps.secret, link.seed), token) ? link : undefined;
}

/** A live link whose token still comes out of its seed (it does not after SESSION_SECRET changes). */
function isLive(link: DocumentLinkRow | undefined, secret: string): boolean {
  return (
    link !== undefined &&
    link.revoked_at === null &&
    safeEqual(linkTokenHash(tokenOf(secret, link.seed)), link.token_hash)
  );
}

export interface LinkDeps {
  db: Db;
  secret: string;
  appUrl: string;
}

/** The link as its owner sees it: the address while it works, the views of the newest link. */
export async function documentLinkState(
  deps: LinkDeps,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<DocumentLinkAttributes> {
  const link = await latestLinkOf(deps.db.kysely, userId, kind, documentId);
  return {
    url:
      link && isLive(link, deps.secret)
        ? `${deps.appUrl}${publicPagePath(tokenOf(deps.secret, link.seed))}`
        : null,
    created_at: link?.created_at ?? null,
    revoked_at: link?.revoked_at ?? null,
    view_count: link?.view_count ?? 0,
    last_viewed_at: link?.last_viewed_at ?? null,
  };
}

/** Revokes the document's link, if it has one that works. */
export async function revokeDocumentLink(
  deps: LinkDeps,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<void> {
  await revokeLinksOf(deps.db.kysely, userId, kind, documentId, new Date().toISOString());
}

/** A new link for the document, the old one (if any) revoked in the same transaction. */
export async function replaceDocumentLink(
  deps: LinkDeps,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<void> {
  await deps.db.kysely
    .transaction()
    .execute((trx) => saveNewLink(trx, deps.secret, userId, kind, documentId, newSeed()));
}

const newSeed = () => `${SEED_PREFIX}${randomToken()}`;

async function saveNewLink(
  trx: Transaction<Database>,
  secret: string,
  userId: number,
  kind: DocumentKind,
  documentId: number,
  seed: string,
): Promise<void> {
  await revokeLinksOf(trx, userId, kind, documentId, new Date().toISOString());
  await insertLink(trx, userId, { kind, documentId, seed, tokenHash: linkTokenHash(tokenOf(secret, seed)) });
}

/**
 * The document's live link for a mail (sending a document): the mail carries `mailUrl` with `seed` as
 * its link seed, and the delivery puts the token in. A new link is saved by `save`, in the
 * transaction that queues the mail, so a refused send leaves none behind.
 */
export async function linkForMail(
  deps: LinkDeps,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<{ seed: string; mailUrl: string; save: (trx: Transaction<Database>) => Promise<void> }> {
  const link = await latestLinkOf(deps.db.kysely, userId, kind, documentId);
  const mailUrl = `${deps.appUrl}${publicPagePath(LINK_SECRET)}`;
  if (link && isLive(link, deps.secret)) return { seed: link.seed, mailUrl, save: async () => {} };
  const seed = newSeed();
  return { seed, mailUrl, save: (trx) => saveNewLink(trx, deps.secret, userId, kind, documentId, seed) };
}

/**
 * The link for the first mail of a document not yet written (the recurring job mails an invoice in the
 * transaction that writes it): `save` keeps it once the document has its id, in that transaction.
 */
export function newLinkForMail(deps: Pick<LinkDeps, 'secret' | 'appUrl'>) {
  const seed = newSeed();
  return {
    seed,
    mailUrl: `${deps.appUrl}${publicPagePath(LINK_SECRET)}`,
    save: (trx: Transaction<Database>, userId: number, kind: DocumentKind, documentId: number) =>
      saveNewLink(trx, deps.secret, userId, kind, documentId, seed),
  };
}

/** What a link opens, by kind: the client's page asks the loader of its document's kind. */
export interface DocumentLoader {
  /** The document as its client sees it; undefined when it is gone. */
  document(userId: number, documentId: number): Promise<PublicDocumentAttributes | undefined>;
  /** The same PDF as its owner downloads; a 404 when the document is gone. */
  pdf(userId: number, documentId: number, locale: Locale): Promise<DownloadFile>;
  /**
   * The client accepts or declines the document (a quote) at the revision their page showed (undefined:
   * the page named none); a kind without it (an invoice) takes no decision, and the route answers 404.
   * Refuses (an HttpError) what the document's state does not allow.
   */
  decide?(
    userId: number,
    documentId: number,
    decision: DocumentDecision,
    revision: number | undefined,
    locale: Locale,
  ): Promise<void>;
}
