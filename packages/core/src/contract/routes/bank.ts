import {
  bankAccountDocument,
  bankAccountListDocument,
  bankImportDocument,
  bankImportListDocument,
  bankLineListDocument,
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
  'POST /bank-lines/:id/reconciliation': { response: { 201: reconciliationDocument } },
  'DELETE /bank-lines/:id/reconciliation': { response: { 204: 'empty' } },
} as const satisfies Record<string, RouteContract>;
