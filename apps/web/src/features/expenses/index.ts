// What other features may use of the expenses (ARCHITECTURE.md, "Boundaries").
export { CATEGORY_LABELS } from './expense-labels.ts';
