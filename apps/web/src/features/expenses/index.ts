// What other features may use of the expenses (ARCHITECTURE.md, "Boundaries").
export { categoryLabel } from './expense-labels.ts';
