import type { DocumentKind } from '@sorted/core/contract/document-links';
import type { QueryClient } from '@tanstack/react-query';

// The root keys of caches that writes in several features refresh. Here, below every feature, so that a
// feature refreshes another's without importing it: a write of the books (invoices, payments, notes,
// expenses, lodgements) refreshes what is worked out from them, a quote converted refreshes the
// invoices, a document's link sits under its document.

export const basKey = ['bas'] as const;
export const dashboardKey = ['dashboard'] as const;
/** The profit and loss, the set-aside and the tax profile. */
export const profitKey = ['profit'] as const;
/** The receipts snapped and not yet confirmed (an upload from anywhere, the offline queue too, refreshes them). */
export const receiptCapturesKey = ['receipt-captures'] as const;
/** Every record's history. */
export const historiesKey = ['history'] as const;

/** Each kind's documents: `['invoices']`, `['quotes']`. */
export const documentsKey = <Kind extends DocumentKind>(kind: Kind) => [`${kind}s`] as const;

/** One document; whatever sits under it (its link, payments, revisions) is refreshed with it. */
export const documentKey = <Kind extends DocumentKind>(kind: Kind, id: string) =>
  [...documentsKey(kind), id] as const;

/** What a write of the books changes besides its own records: the BAS, the dashboard, the profit, the histories. */
export function refreshBooks(queryClient: QueryClient) {
  return Promise.all(
    [dashboardKey, profitKey, basKey, historiesKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
