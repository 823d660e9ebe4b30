// What other features may use of the expenses (ARCHITECTURE.md, "Boundaries").
export { BusinessUseInput } from './components/business-use-input.tsx';
export { SnapReceiptButton } from './components/snap-receipt-button.tsx';
export { categoryLabel, categoryOptions } from './expense-labels.ts';
export { type Expense, useExpense, useExpenses } from './expenses.ts';
