import { adjustmentNoteDocument, adjustmentNoteListDocument } from './adjustment-notes.ts';
import {
  googleStartDocument,
  profileImageDocument,
  recoveryCodesDocument,
  signInDocument,
  twoFactorSetupDocument,
} from './auth.ts';
import { basPeriodDocument, basPeriodListDocument, basRecordListDocument } from './bas.ts';
import {
  companyDocument,
  companyListDocument,
  paymentDetailDocument,
  paymentDetailListDocument,
} from './companies.ts';
import { customerDocument, customerListDocument } from './customers.ts';
import { dashboardSummaryDocument } from './dashboard.ts';
import { documentLinkDocument, publicDocumentDocument } from './document-links.ts';
import { expenseDocument, expenseListDocument } from './expenses.ts';
import { healthDocument } from './health.ts';
import { historyDocument } from './history.ts';
import {
  invoiceDocument,
  invoiceListDocument,
  invoiceMailDocument,
  invoicePaymentDocument,
  invoicePaymentListDocument,
  invoicePaymentRemovalDocument,
  invoiceSuggestionDocument,
  nextNumberDocument,
} from './invoices.ts';
import { messageDocument, type ResponseBody } from './json-api.ts';
import { profitAndLossDocument, setAsideDocument, taxProfileDocument } from './profit.ts';
import { quoteDocument, quoteListDocument, quoteMailDocument, quoteRevisionsDocument } from './quotes.ts';
import { recurringScheduleDocument, recurringScheduleListDocument } from './recurring.ts';
import { settingsDocument } from './settings.ts';
import { supportContactDocument, supportRequestDocument } from './support.ts';
import { userDocument, userListDocument } from './users.ts';
import { waitlistDocument, waitlistListDocument } from './waitlists.ts';

/**
 * Every route of the API (under /api/v1), keyed like the authorisation matrix, with what it answers
 * when it succeeds: a status → the schema of the JSON document, `'empty'` (no body), or `'binary'`
 * (a file: a PDF, an image). Errors are JSON:API error documents, the same for every route.
 */
export interface RouteContract {
  response: Readonly<Record<number, ResponseBody>>;
}

export const API_ROUTES = {
  'GET /health': { response: { 200: healthDocument } },
  'GET /csrf-cookie': { response: { 204: 'empty' } },
  'GET /settings': { response: { 200: settingsDocument } },
  'GET /support-contact': { response: { 200: supportContactDocument } },

  'POST /register': { response: { 201: userDocument } },
  'GET /email/verify/:userId/:hash': { response: { 200: messageDocument } },
  'POST /email/verification-notification': { response: { 202: messageDocument } },
  'POST /login': { response: { 200: signInDocument } },
  'POST /logout': { response: { 200: messageDocument } },
  'GET /auth/google': { response: { 200: googleStartDocument } },
  'POST /auth/google/callback': { response: { 200: signInDocument } },
  'POST /password-forgot': { response: { 202: messageDocument } },
  'POST /password-reset': { response: { 200: messageDocument } },

  'GET /me': { response: { 200: userDocument } },
  'PATCH /me': { response: { 200: userDocument } },
  'GET /uploads/profile-images/:file': { response: { 200: 'binary' } },
  'POST /uploads/users/:id/profile-image': { response: { 200: profileImageDocument } },

  'POST /two-factor/setup': { response: { 200: twoFactorSetupDocument } },
  'POST /two-factor/confirm': { response: { 200: recoveryCodesDocument } },
  'POST /two-factor/disable': { response: { 200: messageDocument } },
  'POST /login/two-factor': { response: { 200: signInDocument } },

  'GET /users': { response: { 200: userListDocument } },
  'GET /users/:id': { response: { 200: userDocument } },
  'POST /users': { response: { 201: userDocument } },
  'PATCH /users/:id': { response: { 200: userDocument } },
  'DELETE /users/:id': { response: { 204: 'empty' } },

  'GET /companies': { response: { 200: companyListDocument } },
  'GET /companies/:id': { response: { 200: companyDocument } },
  'POST /companies': { response: { 201: companyDocument } },
  'PATCH /companies/:id': { response: { 200: companyDocument } },
  'DELETE /companies/:id': { response: { 204: 'empty' } },
  'PUT /companies/:id/logo': { response: { 200: companyDocument } },
  'DELETE /companies/:id/logo': { response: { 200: companyDocument } },
  'GET /companies/:id/logo': { response: { 200: 'binary' } },
  'GET /companies/:id/payment-details': { response: { 200: paymentDetailListDocument } },
  'GET /companies/:id/bas-periods': { response: { 200: basPeriodListDocument } },
  'GET /companies/:id/bas-periods/:key': { response: { 200: basPeriodDocument } },
  'GET /companies/:id/bas-periods/:key/records': { response: { 200: basRecordListDocument } },
  'GET /companies/:id/bas-periods/:key/pdf': { response: { 200: 'binary' } },
  'GET /companies/:id/bas-periods/:key/csv': { response: { 200: 'binary' } },
  'POST /companies/:id/bas-periods/:key/lodgement': { response: { 201: basPeriodDocument } },
  'POST /paymentDetails': { response: { 201: paymentDetailDocument } },
  'PATCH /paymentDetails/:id': { response: { 200: paymentDetailDocument } },
  'DELETE /paymentDetails/:id': { response: { 204: 'empty' } },

  'GET /customers': { response: { 200: customerListDocument } },
  'GET /customers/:id': { response: { 200: customerDocument } },
  'POST /customers': { response: { 201: customerDocument } },
  'PATCH /customers/:id': { response: { 200: customerDocument } },
  'DELETE /customers/:id': { response: { 204: 'empty' } },

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
  'GET /history/:type/:id': { response: { 200: historyDocument } },

  'GET /public/documents/:token': { response: { 200: publicDocumentDocument } },
  'GET /public/documents/:token/pdf': { response: { 200: 'binary' } },
  'POST /public/documents/:token/decision': { response: { 200: publicDocumentDocument } },
  'GET /invoices/:id/adjustment-notes': { response: { 200: adjustmentNoteListDocument } },
  'POST /invoices/:id/adjustment-notes': { response: { 201: adjustmentNoteDocument } },
  'GET /adjustment-notes/:id/pdf': { response: { 200: 'binary' } },

  'GET /recurring-schedules': { response: { 200: recurringScheduleListDocument } },
  'GET /recurring-schedules/:id': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules': { response: { 201: recurringScheduleDocument } },
  'PATCH /recurring-schedules/:id': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/pause': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/resume': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/end': { response: { 200: recurringScheduleDocument } },
  'DELETE /recurring-schedules/:id': { response: { 204: 'empty' } },

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

  'GET /expenses': { response: { 200: expenseListDocument } },
  'GET /expenses/:id': { response: { 200: expenseDocument } },
  'POST /expenses': { response: { 201: expenseDocument } },
  'PATCH /expenses/:id': { response: { 200: expenseDocument } },
  'DELETE /expenses/:id': { response: { 204: 'empty' } },
  'PUT /expenses/:id/receipt': { response: { 200: expenseDocument } },
  'DELETE /expenses/:id/receipt': { response: { 200: expenseDocument } },
  'GET /expenses/:id/receipt': { response: { 200: 'binary' } },

  'GET /dashboard/summary': { response: { 200: dashboardSummaryDocument } },

  'GET /profit-and-loss': { response: { 200: profitAndLossDocument } },
  'GET /set-aside': { response: { 200: setAsideDocument } },
  'GET /tax-profile': { response: { 200: taxProfileDocument } },
  'PATCH /tax-profile': { response: { 200: taxProfileDocument } },
  'GET /exports/invoices.csv': { response: { 200: 'binary' } },
  'GET /exports/expenses.csv': { response: { 200: 'binary' } },
  'GET /exports/history.csv': { response: { 200: 'binary' } },

  'GET /waitlists': { response: { 200: waitlistListDocument } },
  'POST /waitlists': { response: { 201: waitlistDocument } },
  'POST /support-requests': { response: { 201: supportRequestDocument } },
} as const satisfies Record<string, RouteContract>;

export type ApiRoute = keyof typeof API_ROUTES;
