import { invoicePdfSchema } from '@sorted/core/schemas/invoice-pdfs';
import type { FastifyPluginAsync } from 'fastify';
import { sendDownload } from '../../lib/file-download.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { countPrintedPdf, printedInvoicePdf } from './invoice-pdf.ts';

/**
 * POST /invoice-pdfs: prints an invoice that is not saved (the free invoice, signed out; the invoice form
 * as it stands) and answers with the PDF. Open to everyone, so budgeted per address; nothing is kept.
 */
export function invoicePdfsRoutes(deps: { limiter: RateLimiter }): FastifyPluginAsync {
  return async (api) => {
    api.post('/invoice-pdfs', async (request, reply) => {
      await countPrintedPdf(deps.limiter, request.ip);
      const input = parseAttributes(invoicePdfSchema, request);
      return sendDownload(reply, await printedInvoicePdf(input, requestLocale(request)));
    });
  };
}
