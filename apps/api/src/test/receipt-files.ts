import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A supplier's invoice as a PDF with its own text, one line of the page per line given. */
export async function textPdf(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 780 - index * 18, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/** The lines of a tax invoice from a supplier, for `textPdf`. */
export const supplierInvoice = (
  options: { supplier?: string; abn?: string; date?: string; total?: string; gst?: string } = {},
) => [
  options.supplier ?? 'Sparky Supplies Pty Ltd',
  `ABN ${options.abn ?? '51 824 753 556'}`,
  'TAX INVOICE',
  `Invoice date: ${options.date ?? '03/10/2026'}`,
  'Cable 2.5mm TPS 100m        1     198.00',
  `Total incl GST                  $${options.total ?? '198.00'}`,
  `GST included                     $${options.gst ?? '18.00'}`,
];
