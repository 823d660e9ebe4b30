import { documentLinkDocument } from '../document-links.ts';
import { invoiceDocument, nextNumberDocument } from '../invoices.ts';
import { quoteDocument, quoteListDocument, quoteMailDocument, quoteRevisionsDocument } from '../quotes.ts';
import type { RouteContract } from '../routes.ts';

export const quotesRoutes = {
  'GET /quotes': { response: { 200: quoteListDocument } },
  'GET /quotes/next-number': { response: { 200: nextNumberDocument } },
  'GET /quotes/:id': { response: { 200: quoteDocument } },
  'POST /quotes': { response: { 201: quoteDocument } },
  'PATCH /quotes/:id': { response: { 200: quoteDocument } },
  'DELETE /quotes/:id': { response: { 204: 'empty' } },
  'GET /quotes/:id/pdf': { response: { 200: 'binary' } },
  'POST /quotes/:id/send': { response: { 202: quoteMailDocument } },
  'POST /quotes/:id/accept': { response: { 200: quoteDocument } },
  'POST /quotes/:id/decline': { response: { 200: quoteDocument } },
  'POST /quotes/:id/withdraw': { response: { 200: quoteDocument } },
  'GET /quotes/:id/revisions': { response: { 200: quoteRevisionsDocument } },
  'GET /quotes/:id/link': { response: { 200: documentLinkDocument } },
  'POST /quotes/:id/link': { response: { 201: documentLinkDocument } },
  'DELETE /quotes/:id/link': { response: { 200: documentLinkDocument } },
  // The invoice an accepted quote became: made now (201), or already (200).
  'POST /quotes/:id/invoice': { response: { 200: invoiceDocument, 201: invoiceDocument } },
} as const satisfies Record<string, RouteContract>;
