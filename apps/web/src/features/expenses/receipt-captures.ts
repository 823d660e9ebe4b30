import type {
  ReceiptCaptureAttributes,
  ReceiptCaptureListDocument,
  ReceiptCaptureResource,
} from '@sorted/core/contract/receipt-captures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { receiptCapturesKey } from '../../lib/query-keys.ts';

// The receipts snapped or uploaded and not yet expenses (issue 30): uploaded at once (or, offline, once
// the connection is back: features/receipt-captures), read on the server in the background, confirmed
// by the owner in the expense form.

/** A receipt to confirm, as the screens use it. */
export type ReceiptCapture = ReceiptCaptureAttributes & {
  id: string;
  /** An expense already entered with the same supplier, date and total. */
  possibleDuplicateId: string | null;
};

const captureFrom = (resource: ReceiptCaptureResource): ReceiptCapture => ({
  id: resource.id,
  ...resource.attributes,
  possibleDuplicateId: resource.relationships.possible_duplicate.data?.id ?? null,
});

/** While one is being read, the inbox asks again this often: reading a photo takes a few seconds. */
const READING_POLL_MS = 1500;

/** The receipts waiting to be confirmed (the expenses screen prefetches them: expenses.ts). */
export const receiptCapturesQuery = {
  queryKey: receiptCapturesKey,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<ReceiptCaptureListDocument>('/receipt-captures', { signal })).data.map(captureFrom),
};

export function useReceiptCaptures() {
  return useQuery({
    ...receiptCapturesQuery,
    refetchInterval: (query) =>
      query.state.data?.some((capture) => capture.state === 'reading') ? READING_POLL_MS : false,
  });
}

export function useDiscardCapture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capture: ReceiptCapture) =>
      api.delete(`/receipt-captures/${encodeURIComponent(capture.id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiptCapturesKey }),
  });
}
