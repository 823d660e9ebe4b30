import type { DocumentKind } from '@sorted/core/contract/document-links';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';
import type { DocumentLinksTable } from '../db/schema.ts';

// The links to the client's page (lib/document-links.ts): written by the features whose documents have
// one (invoices, quotes), read by the public page. Every query takes the owner's id, save the one that
// finds a link by its token's hash: there the token is the whole of the caller's right.

export type DocumentLinkRow = Selectable<DocumentLinksTable>;

/** The document's newest link, live or revoked; undefined when it never had one. */
export function latestLinkOf(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<DocumentLinkRow | undefined> {
  return ownedRows(db, 'document_links', userId)
    .selectAll()
    .where('kind', '=', kind)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertLink(
  db: Executor,
  userId: number,
  link: { kind: DocumentKind; documentId: number; seed: string; tokenHash: string },
): Promise<void> {
  await db
    .insertInto('document_links')
    .values({
      user_id: userId,
      kind: link.kind,
      document_id: link.documentId,
      seed: link.seed,
      token_hash: link.tokenHash,
    })
    .execute();
}

/** Revokes the document's live link(s); true when there was one. */
export async function revokeLinksOf(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  documentId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('document_links')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A deleted document's links go with it. */
export async function deleteLinksOf(
  db: Executor,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): Promise<void> {
  await db
    .deleteFrom('document_links')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('document_id', '=', documentId)
    .execute();
}

/** The live link whose token hashes to `tokenHash`: what it opens and whose it is. */
export function findLiveLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<
  Pick<DocumentLinkRow, 'id' | 'user_id' | 'kind' | 'document_id' | 'last_viewed_at' | 'seed'> | undefined
> {
  return db
    .selectFrom('document_links')
    .select(['id', 'user_id', 'kind', 'document_id', 'last_viewed_at', 'seed'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** One more view of the page, in one statement (two loads at once both count). */
export async function recordView(db: Executor, linkId: number, now: string): Promise<void> {
  await db
    .updateTable('document_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: now }))
    .where('id', '=', linkId)
    .execute();
}
