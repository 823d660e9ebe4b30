import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { receiptCapturesKey } from '../../lib/query-keys.ts';
import {
  startWaitingReceipts,
  subscribeToWaitingCount,
  uploadWaitingReceipts,
  waitingCount,
  whenReceiptsUploaded,
} from './offline-queue.ts';

/** How many of the signed-in person's receipts wait in this browser to be uploaded. */
export function useWaitingReceipts(): number {
  return useSyncExternalStore(subscribeToWaitingCount, waitingCount);
}

const logFailure = (error: unknown) => console.error('Could not upload the waiting receipts', error);

/**
 * For the app's frame, while `userId` is signed in: sends their waiting receipts now and whenever the
 * connection comes back, and has the receipt inbox asked again after each upload.
 */
export function useWaitingReceiptUploads(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(
    () => whenReceiptsUploaded(() => void queryClient.invalidateQueries({ queryKey: receiptCapturesKey })),
    [queryClient],
  );
  useEffect(() => {
    if (!userId) return;
    startWaitingReceipts().catch(logFailure);
    const online = () => void uploadWaitingReceipts().catch(logFailure);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
}
