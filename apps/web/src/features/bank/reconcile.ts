import type {
  ReconcileLineResource,
  ReconcileSuggestion,
  reconcileAcceptDocument,
  reconcilePageDocument,
  reconciliationDocument,
} from '@sorted/core/contract/bank';
import type { ReconcileAcceptRequest, ReconciliationRequest } from '@sorted/core/contract/requests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { pageTotal } from '../../lib/json-api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';
import { documentsKey, refreshBooks } from '../../lib/query-keys.ts';
import { bankKey, refreshBank } from './bank-accounts.ts';
import type { BankLine } from './bank-lines.ts';

// The reconcile screen's calls: the account's unreconciled lines with what Sorted suggests each is, a
// decision about one line, its undo, and "accept all" of the confident suggestions.

/** A line to reconcile: the line, and what it may be, best first. */
export type ReconcileLine = BankLine & { suggestions: ReconcileSuggestion[] };

export interface ReconcilePage {
  lines: ReconcileLine[];
  total: number;
  /** "Accept all" takes the top suggestions at or above this confidence (%). */
  bulkConfidence: number;
}

/** The API's largest page: the screen works through the oldest lines first. */
export const RECONCILE_PAGE_SIZE = 50;

type ReconcilePageDocument = z.infer<typeof reconcilePageDocument>;
type ReconciliationDocument = z.infer<typeof reconciliationDocument>;
export type ReconcileAcceptResult = z.infer<typeof reconcileAcceptDocument>['meta'];
/** A decision as the web sends it (amounts as decimal strings). */
export type Decision = ReconciliationRequest['data']['attributes'];

const lineFrom = (resource: ReconcileLineResource): ReconcileLine => ({
  id: resource.id,
  ...resource.attributes,
  suggestions: resource.meta.suggestions,
});

const reconcileKey = (accountId: string) => [...bankKey, 'reconcile', accountId] as const;

async function fetchReconcilePage(accountId: string, signal: AbortSignal): Promise<ReconcilePage> {
  const document = await api.get<ReconcilePageDocument>(
    `/bank-accounts/${encodeURIComponent(accountId)}/reconcile?page[size]=${RECONCILE_PAGE_SIZE}`,
    { signal },
  );
  return {
    lines: document.data.map(lineFrom),
    total: pageTotal(document.meta),
    bulkConfidence: document.meta.bulk_accept_confidence,
  };
}

/** After a decision: the bank, the books worked out from it, and the invoices or expenses it wrote. */
function refreshAfterDecision(queryClient: QueryClient) {
  return Promise.all([
    refreshBank(queryClient),
    refreshBooks(queryClient),
    queryClient.invalidateQueries({ queryKey: documentsKey('invoice') }),
    queryClient.invalidateQueries({ queryKey: ['expenses'] }),
  ]);
}

export function useReconcilePage(accountId: string) {
  return useQuery({
    queryKey: reconcileKey(accountId),
    queryFn: ({ signal }) => fetchReconcilePage(accountId, signal),
  });
}

/** Says what a line is; the line leaves the reconcile list at once, and comes back if refused. */
export function useReconcileLine(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ line, decision }: { line: ReconcileLine; decision: Decision }) => {
      // A line dated in a lodged BAS period is reconciled once the person confirms (lib/locked-period.ts).
      const path = `/bank-lines/${encodeURIComponent(line.id)}/reconciliation`;
      const document = await confirmingLockedPeriod((confirm) =>
        api.post<ReconciliationDocument>(confirmedPath(path, confirm), {
          data: { type: 'reconciliations', attributes: decision },
        } satisfies ReconciliationRequest),
      );
      return document;
    },
    onSuccess: (_, { line }) => {
      queryClient.setQueryData<ReconcilePage>(reconcileKey(accountId), (page) =>
        page
          ? { ...page, lines: page.lines.filter((kept) => kept.id !== line.id), total: page.total - 1 }
          : page,
      );
      // Not awaited: the line has left the list, and its toast need not wait for every screen's refetch.
      void refreshAfterDecision(queryClient);
    },
  });
}

/** Takes a decision back: the line is unreconciled again, and what it made is gone. */
export function useUndoReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) =>
      confirmingLockedPeriod((confirm) =>
        api.delete(confirmedPath(`/bank-lines/${encodeURIComponent(lineId)}/reconciliation`, confirm)),
      ),
    onSettled: () => refreshAfterDecision(queryClient),
  });
}

/** Accepts the top suggestion of each listed line that is confident enough; says what it left and why. */
export function useAcceptAll(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineIds: string[]) => {
      const body: ReconcileAcceptRequest = {
        data: { type: 'reconcile-accepts', attributes: { line_ids: lineIds } },
      };
      const document = await api.post<z.infer<typeof reconcileAcceptDocument>>(
        `/bank-accounts/${encodeURIComponent(accountId)}/reconcile/accept`,
        body,
      );
      return document.meta;
    },
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
