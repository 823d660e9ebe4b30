// What other features may use of the user's businesses (ARCHITECTURE.md, "Boundaries").
export {
  allCompaniesQuery,
  type Company,
  companiesKey,
  fetchAllCompanies,
  paymentDetailsOf,
  useAllCompanies,
  usePaymentDetails,
} from './companies.ts';
export { BusinessFormPanel, type BusinessPanelTexts } from './components/business-form-panel.tsx';
export { NoBusinessAlert } from './components/no-business-alert.tsx';
export { PayIdKind } from './components/payid-kind.tsx';
export { reminderStepLabel } from './reminder-steps.ts';
