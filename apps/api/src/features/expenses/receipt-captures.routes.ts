import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam } from '../../lib/list-query.ts';
import { countUpload, singleFileUpload, uploadedForm } from '../../lib/uploaded-file.ts';
import { fieldError, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { receiptCaptureResource } from '../../resources/receipt-captures.ts';
import { fileStore, sendStoredFile } from '../../storage/file-store.ts';
import { findCapture, listCaptures } from './receipt-captures.repository.ts';
import type { ReceiptReader } from './receipt-reader.ts';
import { prepareReceipt, RECEIPT_MAX_BYTES } from './receipts.ts';
import { captureReceipt, discardCapture } from './save-capture.ts';
import { whatIsKnownOf } from './what-is-known.ts';

/** The owner's receipts to confirm: uploaded, read in the background, confirmed as expenses. */
export function receiptCapturesRoutes(deps: {
  db: Db;
  limiter: RateLimiter;
  reader: ReceiptReader;
}): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function captureDocument(userId: number, id: number) {
    const row = await findCapture(kysely, userId, id);
    if (!row) throw notFound();
    const [known] = await whatIsKnownOf(kysely, userId, [row]);
    return singleDocument(receiptCaptureResource(row, known?.remembered, known?.possibleDuplicateId));
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);
    await api.register(multipart, singleFileUpload(RECEIPT_MAX_BYTES));

    api.get<{ Reply: ContractReply<'GET /receipt-captures'> }>('/receipt-captures', async (request) => {
      const userId = currentUserId(request);
      const rows = await listCaptures(kysely, userId);
      const known = await whatIsKnownOf(kysely, userId, rows);
      return {
        data: rows.map((row, index) =>
          receiptCaptureResource(row, known[index]?.remembered, known[index]?.possibleDuplicateId),
        ),
      };
    });

    api.get<{ Reply: ContractReply<'GET /receipt-captures/:id'> }>('/receipt-captures/:id', (request) =>
      captureDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /receipt-captures'> }>(
      '/receipt-captures',
      async (request, reply) => {
        const userId = currentUserId(request);
        await countUpload(deps.limiter, userId);
        const upload = await uploadedForm(
          request,
          'receipt',
          { required: 'receipt_required', tooLarge: 'receipt_too_large' },
          [],
        );
        const receipt = await prepareReceipt(upload.bytes);
        if (!receipt) throw fieldError(requestLocale(request), 'receipt', 'receipt_type');
        const id = await captureReceipt(db, userId, receipt, upload.fileName);
        deps.reader.kick();
        return reply.code(201).send(await captureDocument(userId, id));
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /receipt-captures/:id'> }>(
      '/receipt-captures/:id',
      async (request, reply) => {
        await discardCapture(db, currentUserId(request), idParam(request));
        return reply.code(204).send();
      },
    );

    // As an expense's receipt: a photo opens in the browser, a PDF is downloaded.
    api.get('/receipt-captures/:id/file', async (request, reply) => {
      const userId = currentUserId(request);
      const capture = await findCapture(kysely, userId, idParam(request));
      if (!capture) throw notFound();
      const file = await fileStore.getById(kysely, userId, capture.file_id);
      if (!file) throw notFound();
      const pdf = file.contentType === 'application/pdf';
      return sendStoredFile(
        reply,
        file,
        pdf ? { attachment: `receipt-${capture.id}.pdf` } : { inline: true },
      );
    });
  };
}
