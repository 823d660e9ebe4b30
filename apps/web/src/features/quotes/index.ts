// What other features may use of the quotes: nothing of their own. Screens are reached through the
// router only; what quotes share with invoices lives in sales-documents.
export {};
