import { adjustmentNoteDocument, adjustmentNoteListDocument } from '../adjustment-notes.ts';
import { documentLinkDocument } from '../document-links.ts';
import {
  invoiceDocument,
  invoiceListDocument,
  invoiceMailDocument,
  invoicePaymentDocument,
  invoicePaymentListDocument,
  invoicePaymentRemovalDocument,
  invoiceSuggestionDocument,
  nextNumberDocument,
} from '../invoices.ts';
import type { RouteContract } from '../routes.ts';

export const invoicesRoutes = {
  'GET /invoices': { response: { 200: invoiceListDocument } },
  'GET /invoices/next-number': { response: { 200: nextNumberDocument } },
  'GET /invoices/suggest/:customerId': { response: { 200: invoiceSuggestionDocument } },
  'GET /invoices/:id': { response: { 200: invoiceDocument } },
  'POST /invoices': { response: { 201: invoiceDocument } },
  'PATCH /invoices/:id': { response: { 200: invoiceDocument } },
  'GET /invoices/:id/pdf': { response: { 200: 'binary' } },
  'POST /invoice-pdfs': { response: { 200: 'binary' } },
  'POST /invoices/:id/send': { response: { 202: invoiceMailDocument } },
  'POST /invoices/:id/reminders': { response: { 202: invoiceMailDocument } },
  'DELETE /invoices/:id': { response: { 204: 'empty' } },
  'GET /invoices/:id/payments': { response: { 200: invoicePaymentListDocument } },
  'POST /invoices/:id/payments': { response: { 201: invoicePaymentDocument } },
  'DELETE /invoices/:id/payments/:paymentId': { response: { 200: invoicePaymentRemovalDocument } },
  'GET /invoices/:id/link': { response: { 200: documentLinkDocument } },
  'POST /invoices/:id/link': { response: { 201: documentLinkDocument } },
  'DELETE /invoices/:id/link': { response: { 200: documentLinkDocument } },
  'POST /invoices/:id/void': { response: { 200: invoiceDocument } },
  'GET /invoices/:id/adjustment-notes': { response: { 200: adjustmentNoteListDocument } },
  'POST /invoices/:id/adjustment-notes': { response: { 201: adjustmentNoteDocument } },
  'GET /adjustment-notes/:id/pdf': { response: { 200: 'binary' } },
} as const satisfies Record<string, RouteContract>;
