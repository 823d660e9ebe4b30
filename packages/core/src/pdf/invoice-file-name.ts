// Apart from the renderer, so that the browser can name a download without loading pdf-lib.

/** A safe file name for the invoice: its number, with anything a file system might refuse replaced. */
export function invoiceFileName(number: string): string {
  const safe = number
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${safe || 'invoice'}.pdf`;
}
