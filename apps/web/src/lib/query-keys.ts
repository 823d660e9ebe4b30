import type { DocumentKind } from '@sorted/core/contract/document-links';

// The root keys of caches that writes in several features refresh. Here, below every feature, so that
// a feature refreshes another's without importing it: an invoice's Mark paid (which the dashboard
// offers) refreshes the dashboard, a quote converted refreshes the invoices, a document's link sits
// under its document.

export const dashboardKey = ['dashboard'] as const;

/** Each kind's documents: `['invoices']`, `['quotes']`. */
export const documentsKey = <Kind extends DocumentKind>(kind: Kind) => [`${kind}s`] as const;

/** One document; whatever sits under it (its link, payments, revisions) is refreshed with it. */
export const documentKey = <Kind extends DocumentKind>(kind: Kind, id: string) =>
  [...documentsKey(kind), id] as const;
