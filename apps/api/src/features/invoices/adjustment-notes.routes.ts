import { todayIn } from '@sorted/core/dates/calendar';
import { adjustmentNoteSchema } from '@sorted/core/schemas/adjustment-notes';
import type { FastifyPluginAsync } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { parseInput, refuseDateAfterToday, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { adjustmentNoteResource, adjustmentNotesMeta } from '../../resources/adjustment-notes.ts';
import { countSavedPdf } from '../../sales-documents/document-pdf.ts';
import { attributesOf } from '../../sales-documents/document-request.ts';
import { INVOICES } from '../../sales-documents/kinds.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { savedAdjustmentNotePdf } from './adjustment-note-pdf.ts';
import { adjustmentNotesOf, findAdjustmentNote } from './adjustment-notes.repository.ts';
import { issueAdjustmentNote } from './adjustment-notes.ts';

/**
 * Adjustment notes of the signed-in user's tax invoices: list an invoice's, issue one, download one. A
 * note is an issued document, so there is no edit or delete (as Xero voids rather than deletes): a
 * wrong reduction is put right by invoicing the difference again.
 */
export function adjustmentNotesRoutes(deps: {
  db: Db;
  limiter: RateLimiter;
  timeZone: string;
}): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /invoices/:id/adjustment-notes'> }>(
      '/invoices/:id/adjustment-notes',
      async (request) => {
        const userId = currentUserId(request);
        const invoice = await findDocument(kysely, userId, 'invoice', idParam(request));
        if (!invoice) throw notFound();
        const notes = await adjustmentNotesOf(kysely, userId, invoice.id);
        return { data: notes.map(adjustmentNoteResource), meta: adjustmentNotesMeta(invoice) };
      },
    );

    api.post<{ Reply: ContractReply<'POST /invoices/:id/adjustment-notes'> }>(
      '/invoices/:id/adjustment-notes',
      async (request, reply) => {
        const userId = currentUserId(request);
        const invoice = await findDocument(kysely, userId, 'invoice', idParam(request));
        if (!invoice) throw notFound();
        const input = parseInput(adjustmentNoteSchema, attributesOf(request.body), request);
        refuseDateAfterToday(request, 'issued_on', input.issued_on, todayIn(deps.timeZone));
        const id = await issueAdjustmentNote(
          deps.db,
          ownerContext(request, userId),
          invoice,
          input,
          requestLocale(request),
        );
        const [note, after] = await Promise.all([
          findAdjustmentNote(kysely, userId, id),
          findDocument(kysely, userId, 'invoice', invoice.id),
        ]);
        if (!note || !after) throw notFound();
        return reply.code(201).send({ data: adjustmentNoteResource(note), meta: adjustmentNotesMeta(after) });
      },
    );

    // The note's PDF, counted in the account's budget of saved invoices' PDFs.
    api.get('/adjustment-notes/:id/pdf', async (request, reply) => {
      const userId = currentUserId(request);
      await countSavedPdf(deps.limiter, INVOICES, userId);
      const file = await savedAdjustmentNotePdf(deps.db, userId, idParam(request), requestLocale(request));
      return sendDownload(reply, file);
    });
  };
}
