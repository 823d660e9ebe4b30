import type { Locale } from '@sorted/core/i18n/locales';
import type { InvoicePdfData, PdfFonts } from '@sorted/core/pdf/invoice-pdf';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

// Loaded only when someone asks for a PDF (pdf-lib, fontkit and two fonts are ~1.9 MB), so no screen
// pays for them up front. The fonts cover the accents of all five languages.

let fonts: Promise<PdfFonts> | undefined;

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The same font objects every time, so the renderer parses each font once per page load. */
function loadFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all([fontBytes(regularUrl), fontBytes(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

/** Renders the invoice in the browser and saves it as `<number>.pdf`. */
export async function downloadInvoicePdf(invoice: InvoicePdfData, locale: Locale): Promise<void> {
  const [{ renderInvoicePdf, invoiceFileName }, { pdfLabels }, loaded] = await Promise.all([
    import('@sorted/core/pdf/invoice-pdf'),
    import('@sorted/core/pdf/pdf-labels'),
    loadFonts(),
  ]);
  const bytes = await renderInvoicePdf(invoice, loaded, pdfLabels[locale]);
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice.number);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
