import type { Locale } from '@sorted/core/i18n/locales';
import type { InvoicePdfData } from '@sorted/core/pdf/invoice-pdf';
import type { PdfLook } from '@sorted/core/pdf/pdf-frame';
import type { Db } from '../db/database.ts';
import { companyLookOf } from '../repositories/company-look.repository.ts';
import { fileStore } from '../storage/file-store.ts';
import { pdfFonts } from './pdf-fonts.ts';

// The invoice PDF renderer as the server uses it, for invoices and quotes alike (a quote is drawn by the
// same code with its own title and dates), in the asker's language.

/**
 * Renders the document with its labels in `locale`. The renderer (pdf-lib, fontkit) is loaded with the
 * first PDF rather than at start: it holds ~55 MB of the server's memory once loaded.
 */
export async function renderInvoice(data: InvoicePdfData, locale: Locale): Promise<Uint8Array> {
  const { renderInvoicePdf } = await import('@sorted/core/pdf/invoice-pdf');
  return renderInvoicePdf(data, pdfFonts(), locale);
}

/**
 * The look of a business as it is now (a new logo shows on old invoices too, as on a reprint); the plain
 * look when it has none.
 */
export async function invoiceLookOf(db: Db, userId: number, companyId: number): Promise<PdfLook> {
  const company = await companyLookOf(db.kysely, userId, companyId);
  const logo =
    company?.logo_file_id == null
      ? undefined
      : await fileStore.getById(db.kysely, userId, company.logo_file_id);
  return { logoPng: logo?.bytes ?? null, accentColor: company?.accent_color ?? null };
}
