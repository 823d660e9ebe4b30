// What other features may use of the quotes: their data (the list, one quote) and query keys. Screens
// are reached through the router only; what quotes share with invoices lives in sales-documents.

export { type Quote, type QuoteSummary, quoteKey, quotesKey, useQuote, useQuotes } from './quotes.ts';
