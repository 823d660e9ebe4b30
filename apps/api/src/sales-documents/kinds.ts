import { INVOICE_NUMBERS, type NumberSeries, QUOTE_NUMBERS } from '@sorted/core/sales-documents/numbering';
import type { SalesKind } from './sales-documents.repository.ts';

/**
 * What one kind of sales document declares of itself for the frame its kinds share (the repository, the
 * save path, the routes every kind has, the resources and the PDF); what converting or settling means
 * stays with the kind's feature.
 */
export interface SalesDocumentKind<K extends SalesKind = SalesKind> {
  kind: K;
  /** The collection its routes are under: /invoices/:id, /quotes/:id. */
  collection: 'invoices' | 'quotes';
  /** The attribute its number is in, and the message when its business issued that number already. */
  numberField: 'name' | 'number';
  numberTaken: 'invoice_number_taken' | 'quote_number_taken';
  series: NumberSeries;
  /** The JSON:API type of its lines. */
  itemsType: 'invoiceItems' | 'quoteItems';
  /** The rate limiter's budget of its saved PDFs, per account (an adjustment note's is its invoice's). */
  pdfBudget: 'invoice-pdf-saved' | 'quote-pdf';
}

export const INVOICES: SalesDocumentKind<'invoice'> = {
  kind: 'invoice',
  collection: 'invoices',
  numberField: 'name',
  numberTaken: 'invoice_number_taken',
  series: INVOICE_NUMBERS,
  itemsType: 'invoiceItems',
  pdfBudget: 'invoice-pdf-saved',
};

export const QUOTES: SalesDocumentKind<'quote'> = {
  kind: 'quote',
  collection: 'quotes',
  numberField: 'number',
  numberTaken: 'quote_number_taken',
  series: QUOTE_NUMBERS,
  itemsType: 'quoteItems',
  pdfBudget: 'quote-pdf',
};

export const SALES_DOCUMENT_KINDS = [INVOICES, QUOTES] as const;
