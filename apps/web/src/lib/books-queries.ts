import type { QueryClient } from '@tanstack/react-query';

// The queries worked out from the books (invoices, payments, adjustment notes, expenses, lodgements).
// Their root keys live here, below the features, so that a feature writing the books refreshes what is
// worked out from them without importing the features that show it (and those may import the writers).

export const basKey = ['bas'] as const;
export const dashboardKey = ['dashboard'] as const;
/** The profit and loss, the set-aside and the tax profile. */
export const profitKey = ['profit'] as const;
/** Every record's history. */
export const historiesKey = ['history'] as const;

/** What a write of the books changes besides its own records: the BAS, the dashboard, the profit, the histories. */
export function refreshBooks(queryClient: QueryClient) {
  return Promise.all(
    [dashboardKey, profitKey, basKey, historiesKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
