// The root keys of caches that writes in several features refresh: an invoice, a payment, an expense or
// a quote converted changes the dashboard's figures. Here, below every feature, so that a feature which
// the dashboard itself uses (the invoices' Mark paid) refreshes it without importing the dashboard.

export const dashboardKey = ['dashboard'] as const;
