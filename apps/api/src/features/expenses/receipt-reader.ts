import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { fileStore } from '../../storage/file-store.ts';
import { type ReceiptText, readReceiptFile } from './reading/receipt-text.ts';
import {
  claimDueCaptures,
  markCaptureRead,
  markCaptureUnread,
  type QueuedCapture,
} from './receipt-queue.system-repository.ts';
import { readingRecordOf } from './receipt-reading-record.ts';

// Reads the receipts snapped or uploaded, in the background of every server: an upload answers at once,
// and whichever server takes a receipt from the queue (receipt_captures) reads it in the worker pool.
// A server that dies mid-read loses nothing: its lease runs out and another reader takes the receipt.

/** A file that fails (or kills its reader) this many times is given up: the owner types it in. */
export const MAX_READ_ATTEMPTS = 3;

type ReadFile = (
  bytes: Uint8Array,
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png',
) => Promise<ReceiptText>;

export interface ReceiptReader {
  /** Reads what is due now, as many at a time as the pool has threads, until none is left. */
  readDue(): Promise<number>;
  /** Looks now (an upload on this server) rather than at the next poll; only once started. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createReceiptReader(options: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  /** The wait before a failed read is tried again, times the attempts so far. */
  retryMs?: number;
  readFile?: ReadFile;
}): ReceiptReader {
  const { db, log, pollMs, leaseMs, retryMs = 10_000, readFile = readReceiptFile } = options;
  // As many at once as the worker pool runs: one core stays with the requests.
  const atOnce = Math.max(1, availableParallelism() - 1);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function read(capture: QueuedCapture): Promise<void> {
    // Taken once more than allowed: the readers before died holding it (a file that brings its server
    // down would otherwise do so every lease, for ever).
    if (capture.attempts > MAX_READ_ATTEMPTS) {
      log.warn({ captureId: capture.id, attempts: capture.attempts }, 'receipt given up: its readers died');
      await markCaptureUnread(db.kysely, capture.id, { givenUp: true }, new Date().toISOString());
      return;
    }
    try {
      const file = await fileStore.getById(db.kysely, capture.userId, capture.fileId);
      // Thrown away (or confirmed) since it was queued: nothing to read.
      if (!file) return;
      const text = await readFile(file.bytes, file.contentType as Parameters<ReadFile>[1]);
      await markCaptureRead(
        db.kysely,
        capture.id,
        JSON.stringify(readingRecordOf(text)),
        new Date().toISOString(),
      );
    } catch (error) {
      const givenUp = capture.attempts >= MAX_READ_ATTEMPTS;
      log.warn(
        {
          captureId: capture.id,
          attempts: capture.attempts,
          error: error instanceof Error ? error.message : String(error),
        },
        givenUp ? 'receipt could not be read; given up' : 'receipt could not be read; will retry',
      );
      const now = new Date();
      await markCaptureUnread(
        db.kysely,
        capture.id,
        givenUp
          ? { givenUp: true }
          : { retryAt: new Date(now.getTime() + retryMs * capture.attempts).toISOString() },
        now.toISOString(),
      );
    }
  }

  async function readAllDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await claimDueCaptures(db.kysely, new Date(), leaseMs, atOnce);
      if (due.length === 0) return total;
      await Promise.all(due.map(read));
      total += due.length;
    }
  }

  // One pass at a time; a kick during a pass asks for another after it (the new receipt may have come
  // after the pass's last look).
  function readDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = readAllDue().finally(() => {
      running = undefined;
      if (again && timer) {
        again = false;
        kick();
      }
    });
    return running;
  }

  function kick(): void {
    if (!timer) return;
    readDue().catch((error: unknown) => log.error({ err: error }, 'receipt reading pass failed'));
  }

  return {
    readDue,
    kick,
    start() {
      timer ??= setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
