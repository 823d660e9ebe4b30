import type {
  AdjustmentNoteAttributes,
  AdjustmentNoteDocument,
  AdjustmentNoteListDocument,
  AdjustmentNotesMeta,
} from '@sorted/core/contract/adjustment-notes';
import type { AdjustmentNoteInput } from '@sorted/core/schemas/adjustment-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';
import { invoicesKey, refreshAfterChange } from './invoices.ts';

// The adjustment notes of a tax invoice: list and issue (a note is never edited or deleted). A note moves
// the invoice's balance and status and the figures of the dashboard, the BAS, the profit and loss and
// the client's page, so all of them are asked for again.

export interface AdjustmentNote extends AdjustmentNoteAttributes {
  id: string;
}

export interface AdjustmentNotes {
  notes: AdjustmentNote[];
  figures: AdjustmentNotesMeta;
}

/** The form's values: the amount as typed ("120.50"), ignored when cancelling the rest. */
export type AdjustmentNoteFormValues = Omit<AdjustmentNoteInput, 'amount'> & { amount: string };

const notesPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}/adjustment-notes`;
export const adjustmentNotesKey = (invoiceId: string) =>
  [...invoicesKey, invoiceId, 'adjustment-notes'] as const;

export async function fetchAdjustmentNotes(
  invoiceId: string,
  signal?: AbortSignal,
): Promise<AdjustmentNotes> {
  const document = await api.get<AdjustmentNoteListDocument>(notesPath(invoiceId), signal ? { signal } : {});
  return {
    notes: document.data.map((resource) => ({ id: resource.id, ...resource.attributes })),
    figures: document.meta,
  };
}

export async function issueAdjustmentNote(
  invoiceId: string,
  values: AdjustmentNoteFormValues,
): Promise<AdjustmentNote> {
  const document = await confirmingLockedPeriod((confirm) =>
    api.post<AdjustmentNoteDocument>(confirmedPath(notesPath(invoiceId), confirm), {
      data: {
        type: 'adjustmentNotes',
        attributes:
          values.kind === 'cancel'
            ? { kind: 'cancel', issued_on: values.issued_on, reason: values.reason }
            : values,
      },
    }),
  );
  return { id: document.data.id, ...document.data.attributes };
}

export function useAdjustmentNotes(invoiceId: string, enabled = true) {
  return useQuery({
    queryKey: adjustmentNotesKey(invoiceId),
    queryFn: ({ signal }) => fetchAdjustmentNotes(invoiceId, signal),
    enabled,
  });
}

export function useIssueAdjustmentNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdjustmentNoteFormValues) => issueAdjustmentNote(invoiceId, values),
    onSuccess: () => refreshAfterChange(queryClient, true),
  });
}
