import { writeBooks } from '../../books/book.ts';
import { clientContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { documentSubject, type NotifyDeps, notify } from '../../lib/notify.ts';
import { recordView } from '../../repositories/document-links.repository.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';

/**
 * A load of the client's page: counted on its link, and written in the document's history the first
 * time each day (a client reloading the page is one visit, not a history of its own). The owner is told
 * of the document's first view, in the same transaction (once per document, whichever link opened it).
 */
export async function recordDocumentView(
  db: Db,
  link: { id: number; user_id: number; kind: string; document_id: number; last_viewed_at: string | null },
  now: Date,
  notifyDeps: NotifyDeps,
): Promise<void> {
  const at = now.toISOString();
  await writeBooks(db, clientContext(link.user_id), async (book) => {
    await recordView(book.trx, link.id, at);
    if (link.last_viewed_at?.slice(0, 10) === at.slice(0, 10)) return;
    const type = link.kind === 'quote' ? 'quote' : 'invoice';
    if (link.last_viewed_at === null) {
      const document = await findDocument(book.trx, link.user_id, type, link.document_id);
      if (document) {
        const event = { kind: `${type}-viewed` as const, ...documentSubject(type, document) };
        await notify(book.trx, link.user_id, event, notifyDeps, now);
      }
    }
    await book.history({ type, key: link.document_id, companyId: null }, 'viewed');
  });
}
