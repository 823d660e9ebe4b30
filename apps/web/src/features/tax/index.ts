// What other features may use of the tax calculators (ARCHITECTURE.md, "Boundaries").
export { AmountField } from './components/amount-field.tsx';
export { ResidencyField } from './components/residency-field.tsx';
export { BUSINESS_TYPE_LABELS } from './labels.ts';
