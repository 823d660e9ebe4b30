import {
  bankAccountDocument,
  bankAccountListDocument,
  bankImportDocument,
  bankImportListDocument,
  bankLineDocument,
  bankLineListDocument,
  bankRuleDocument,
  bankRuleListDocument,
  reconcileAcceptDocument,
  reconcilePageDocument,
  reconciliationDocument,
} from '../bank.ts';
import type { RouteContract } from '../routes.ts';

export const bankRoutes = {
  'GET /bank-accounts': { response: { 200: bankAccountListDocument } },
  'POST /bank-accounts': { response: { 201: bankAccountDocument } },
  'GET /bank-accounts/:id': { response: { 200: bankAccountDocument } },
  'PATCH /bank-accounts/:id': { response: { 200: bankAccountDocument } },
  'DELETE /bank-accounts/:id': { response: { 204: 'empty' } },
  'POST /bank-accounts/:id/imports': { response: { 201: bankImportDocument } },
  'GET /bank-accounts/:id/imports': { response: { 200: bankImportListDocument } },
  'DELETE /bank-imports/:id': { response: { 204: 'empty' } },
  'GET /bank-accounts/:id/lines': { response: { 200: bankLineListDocument } },
  /** One line and what it became: where a payment or an expense made from it links back to. */
  'GET /bank-lines/:id': { response: { 200: bankLineDocument } },
  'POST /bank-lines/:id/reconciliation': { response: { 201: reconciliationDocument } },
  'DELETE /bank-lines/:id/reconciliation': { response: { 204: 'empty' } },
  'GET /bank-accounts/:id/reconcile': { response: { 200: reconcilePageDocument } },
  'POST /bank-accounts/:id/reconcile/accept': { response: { 200: reconcileAcceptDocument } },
  'GET /bank-rules': { response: { 200: bankRuleListDocument } },
  'POST /bank-rules': { response: { 201: bankRuleDocument } },
  'GET /bank-rules/:id': { response: { 200: bankRuleDocument } },
  'PATCH /bank-rules/:id': { response: { 200: bankRuleDocument } },
  'DELETE /bank-rules/:id': { response: { 204: 'empty' } },
  /** Every one of the owner's rules, in the order sent: the whole list in its new order. */
  'PUT /bank-rules/order': { response: { 200: bankRuleListDocument } },
} as const satisfies Record<string, RouteContract>;
