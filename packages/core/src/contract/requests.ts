import type { z } from 'zod';
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  forgotPasswordSchema,
  languagePreferenceSchema,
  loginSchema,
  notificationPreferenceSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../schemas/auth.ts';
import { bankAccountEditSchema, bankAccountSchema } from '../schemas/bank-accounts.ts';
import { reconcileAcceptSchema, reconciliationSchema } from '../schemas/bank-reconciliation.ts';
import { bankRuleOrderSchema, bankRuleSchema } from '../schemas/bank-rules.ts';
import {
  companyCreateSchema,
  companyUpdateSchema,
  customerSchema,
  paymentDetailSchema,
} from '../schemas/businesses.ts';
import { documentDecisionSchema } from '../schemas/document-decisions.ts';
import { expenseSchema } from '../schemas/expenses.ts';
import { invoicePdfSchema } from '../schemas/invoice-pdfs.ts';
import { invoiceSchema, invoiceStatusChangeSchema } from '../schemas/invoices.ts';
import { supportRequestSchema } from '../schemas/support.ts';
import {
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSignInSchema,
} from '../schemas/two-factor.ts';
import { requestDocument } from './json-api.ts';

// What the web sends: one resource whose attributes the API parses with the schemas of ../schemas
// (lib/validation.ts there: 422 with a pointer and a message key per field). The types are the
// schemas' input (what a form sends), not their output (what the API works with).

export const registerRequest = requestDocument('users', registerSchema);
export type RegisterRequest = z.input<typeof registerRequest>;
export const loginRequest = requestDocument('users', loginSchema);
export type LoginRequest = z.input<typeof loginRequest>;
export const forgotPasswordRequest = requestDocument('users', forgotPasswordSchema);
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;
export const resetPasswordRequest = requestDocument('users', resetPasswordSchema);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const profileRequest = requestDocument('users', profileSchema);
export type ProfileRequest = z.input<typeof profileRequest>;
export const languageRequest = requestDocument('users', languagePreferenceSchema);
export type LanguageRequest = z.input<typeof languageRequest>;
export const notificationPreferenceRequest = requestDocument('users', notificationPreferenceSchema);
export type NotificationPreferenceRequest = z.input<typeof notificationPreferenceRequest>;
export const adminCreateUserRequest = requestDocument('users', adminCreateUserSchema);
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequest>;
export const adminUpdateUserRequest = requestDocument('users', adminUpdateUserSchema);
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequest>;

export const twoFactorConfirmRequest = requestDocument('two-factor', twoFactorConfirmSchema);
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequest>;
export const twoFactorDisableRequest = requestDocument('two-factor', twoFactorDisableSchema);
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;
export const twoFactorSignInRequest = requestDocument('two-factor', twoFactorSignInSchema);
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequest>;

export const companyCreateRequest = requestDocument('companies', companyCreateSchema);
export type CompanyCreateRequest = z.input<typeof companyCreateRequest>;
export const companyUpdateRequest = requestDocument('companies', companyUpdateSchema);
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequest>;
/** Also names its business: `relationships.company`. */
export const paymentDetailRequest = requestDocument('paymentDetails', paymentDetailSchema);
export type PaymentDetailRequest = z.input<typeof paymentDetailRequest>;
export const customerRequest = requestDocument('customers', customerSchema);
export type CustomerRequest = z.input<typeof customerRequest>;

/** Create and edit; names its business and client as `relationships.company` and `.customer`. */
export const invoiceRequest = requestDocument('invoices', invoiceSchema);
export type InvoiceRequest = z.input<typeof invoiceRequest>;
/** The Paid / mark-unpaid actions: PATCH /invoices/:id with only these. */
export const invoiceStatusRequest = requestDocument('invoices', invoiceStatusChangeSchema);
export type InvoiceStatusRequest = z.input<typeof invoiceStatusRequest>;
export const invoicePdfRequest = requestDocument('invoice-pdfs', invoicePdfSchema);
export type InvoicePdfRequest = z.input<typeof invoicePdfRequest>;

/**
 * Create and edit; names its business as `relationships.company` and, for a motor-vehicle expense, the
 * vehicle it is for as `relationships.vehicle` (left out or null: none).
 */
export const expenseRequest = requestDocument('expenses', expenseSchema);
export type ExpenseRequest = z.input<typeof expenseRequest>;

export const supportRequestRequest = requestDocument('support-requests', supportRequestSchema);
export type SupportRequestRequest = z.input<typeof supportRequestRequest>;

/** A client's answer on a document's page: POST /public/documents/:token/decision. */
export const documentDecisionRequest = requestDocument('documentDecisions', documentDecisionSchema);
export type DocumentDecisionRequest = z.input<typeof documentDecisionRequest>;

/** Create; names its business as `relationships.company`. */
export const bankAccountRequest = requestDocument('bank-accounts', bankAccountSchema);
export type BankAccountRequest = z.input<typeof bankAccountRequest>;
/** Edit: only what changes (and `relationships.company` to move it to another business). */
export const bankAccountEditRequest = requestDocument('bank-accounts', bankAccountEditSchema);
export type BankAccountEditRequest = z.input<typeof bankAccountEditRequest>;

/** What a bank line is: POST /bank-lines/:id/reconciliation (one of core's ReconcileKinds and its fields). */
export const reconciliationRequest = requestDocument('reconciliations', reconciliationSchema);
export type ReconciliationRequest = z.input<typeof reconciliationRequest>;
/** "Accept all": POST /bank-accounts/:id/reconcile/accept (`line_ids`, or the page the query names). */
export const reconcileAcceptRequest = requestDocument('reconcile-accepts', reconcileAcceptSchema);
export type ReconcileAcceptRequest = z.input<typeof reconcileAcceptRequest>;
/** Create and edit (the whole rule); for one business only: `relationships.company`. */
export const bankRuleRequest = requestDocument('bank-rules', bankRuleSchema);
export type BankRuleRequest = z.input<typeof bankRuleRequest>;
/** PUT /bank-rules/order: every rule's id, in the order they apply. */
export const bankRuleOrderRequest = requestDocument('bank-rule-orders', bankRuleOrderSchema);
export type BankRuleOrderRequest = z.input<typeof bankRuleOrderRequest>;
