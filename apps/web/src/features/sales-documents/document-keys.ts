import type { DocumentKind } from '@sorted/core/contract/document-links';

// The query keys of each kind's documents, here so that a kind, its links and a kind that makes another
// (a quote converted into an invoice) refresh them without importing each other.

export type { DocumentKind } from '@sorted/core/contract/document-links';

export const documentsKey = <Kind extends DocumentKind>(kind: Kind) => [`${kind}s`] as const;

/** One document; whatever sits under it (its link, payments, revisions) is refreshed with it. */
export const documentKey = <Kind extends DocumentKind>(kind: Kind, id: string) =>
  [...documentsKey(kind), id] as const;
