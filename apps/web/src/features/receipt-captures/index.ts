// What other features and the app frame may use of receipt capture (ARCHITECTURE.md, "Boundaries").
export { WaitingReceiptsBadge } from './components/waiting-receipts-badge.tsx';
export { captureReceipts, uploadWaitingReceipts } from './offline-queue.ts';
export { useWaitingReceiptUploads } from './use-waiting-receipts.ts';
