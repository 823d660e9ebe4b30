import type { ReceiptCaptureDocument } from '@sorted/core/contract/receipt-captures';
import i18next from 'i18next';
import { ApiError, apiUpload } from '../../lib/api.ts';
import { notify } from '../../ui/notify.tsx';
import { authStore } from '../auth/index.ts';
import {
  forgetReceipt,
  forgetReceiptsOfOthers,
  keepReceipt,
  readReceipt,
  waitingKeys,
} from './waiting-receipts-store.ts';

// Receipts snapped without a connection wait in the browser (waiting-receipts-store.ts) and go up one at
// a time when it is back. A receipt leaves the queue only once the server has it (2xx), or when the
// server has said it never will (too large, not a receipt), which the person is told, naming the file.
// Anything else (offline, the server broken, the session lost) keeps it for the next try.

/** What became of a receipt handed to captureReceipts. */
export interface CaptureResult {
  name: string;
  outcome: 'uploaded' | 'waiting' | 'refused';
}

/** Answers that will not change however often the receipt is sent. */
const NEVER_ACCEPTED = new Set([400, 413, 415, 422]);

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && NEVER_ACCEPTED.has(error.status);

/** One receipt to the inbox (`POST /receipt-captures`, its file in the field `receipt`). */
function uploadReceipt(file: File): Promise<ReceiptCaptureDocument> {
  const form = new FormData();
  form.append('receipt', file, file.name);
  return apiUpload<ReceiptCaptureDocument>('/receipt-captures', form);
}

function tellRefused(name: string, error: ApiError): void {
  const key = error.status === 413 ? 'waitingReceipts.tooLarge' : 'waitingReceipts.notReceipt';
  notify.error(i18next.t(key, { name }));
}

// The count of the signed-in person's waiting receipts, and who listens to it and to uploads.
let count = 0;
const countListeners = new Set<() => void>();
const uploadListeners = new Set<() => void>();

const signedInOwner = () => {
  const { authenticated, user } = authStore.getState();
  return authenticated && user ? user.id : null;
};

async function recount(): Promise<void> {
  const owner = signedInOwner();
  const next = owner ? (await waitingKeys(owner)).length : 0;
  if (next === count) return;
  count = next;
  for (const listener of countListeners) listener();
}

function uploaded(): void {
  for (const listener of uploadListeners) listener();
}

export function subscribeToWaitingCount(listener: () => void): () => void {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
}

export const waitingCount = (): number => count;

/** Called after receipts reached the server (the inbox then asks for its list again). */
export function whenReceiptsUploaded(listener: () => void): () => void {
  uploadListeners.add(listener);
  return () => uploadListeners.delete(listener);
}

/** Each of the signed-in person's waiting receipts in turn, oldest first, until one cannot go. */
async function sendWaiting(): Promise<number> {
  const owner = signedInOwner();
  if (!owner) return 0;
  let sent = 0;
  for (const key of await waitingKeys(owner)) {
    const receipt = await readReceipt(key);
    if (!receipt) continue;
    try {
      await uploadReceipt(new File([receipt.bytes], receipt.name, { type: receipt.type }));
      sent += 1;
    } catch (error) {
      if (!isRefusal(error)) break;
      tellRefused(receipt.name, error);
    }
    await forgetReceipt(key);
    await recount();
  }
  return sent;
}

/** Two tabs must not send the same receipt: the browser's lock lets one pass run at a time. */
function oneTabAtATime(pass: () => Promise<number>): Promise<number> {
  // Without the Web Locks API (an old browser), each tab on its own.
  const locks: LockManager | null | undefined = navigator.locks;
  return locks ? locks.request('sorted-waiting-receipts', pass) : pass();
}

let running: Promise<number> | null = null;
let askedAgain = false;

/**
 * Uploads the signed-in person's waiting receipts, one at a time (on `online`, at start-up, or when
 * asked); resolves to how many went up. Asked while a pass runs, another follows it, for receipts
 * added meanwhile.
 */
export function uploadWaitingReceipts(): Promise<number> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      askedAgain = false;
      sent += await oneTabAtATime(sendWaiting);
    } while (askedAgain);
    return sent;
  })()
    .then((sent) => {
      if (sent > 0) {
        notify.success(i18next.t('waitingReceipts.uploaded', { count: sent }));
        uploaded();
      }
      return sent;
    })
    .finally(() => {
      running = null;
      void recount();
    });
  return running;
}

/**
 * What the "Snap receipt" action calls with the files picked: online, each is uploaded at once (a POST
 * each); offline, or when the upload fails for want of a connection or a working server, it waits in
 * the browser and goes up when the connection is back. Resolves to what became of each.
 */
export async function captureReceipts(files: readonly File[]): Promise<CaptureResult[]> {
  const owner = signedInOwner();
  if (!owner) throw new Error('Receipts are captured by a signed-in person');
  const results: CaptureResult[] = [];
  for (const file of files) {
    let outcome: CaptureResult['outcome'] = 'waiting';
    if (navigator.onLine) {
      try {
        await uploadReceipt(file);
        outcome = 'uploaded';
      } catch (error) {
        if (isRefusal(error)) {
          tellRefused(file.name, error);
          outcome = 'refused';
        }
      }
    }
    if (outcome === 'waiting') await keepReceipt(owner, file);
    results.push({ name: file.name, outcome });
  }
  const waiting = results.filter((result) => result.outcome === 'waiting').length;
  if (waiting > 0) {
    notify.success(i18next.t('waitingReceipts.waiting', { count: waiting }));
    await recount();
  }
  if (results.some((result) => result.outcome === 'uploaded')) {
    uploaded();
    // The connection works after all: receipts left waiting by an earlier failure can go too.
    uploadWaitingReceipts().catch((error: unknown) =>
      console.error('Could not upload the waiting receipts', error),
    );
  }
  return results;
}

/**
 * For the app's frame, once someone is signed in: forgets receipts another person left waiting on this
 * browser (theirs are not this person's to send, nor to see), counts this person's, and sends them.
 */
export async function startWaitingReceipts(): Promise<void> {
  const owner = signedInOwner();
  if (!owner) return;
  await forgetReceiptsOfOthers(owner);
  await recount();
  await uploadWaitingReceipts();
}
