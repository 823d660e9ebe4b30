import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

// One tesseract.js worker per thread of the heavy-work pool, made with the first receipt the thread
// reads: loading the WebAssembly core and the English model takes a good part of a second, a receipt
// takes about as long again. It is a thread of this thread, so it ends when the pool ends this one.

let worker: Promise<Worker> | undefined;

/** The English model from the @tesseract.js-data/eng package: nothing is downloaded at run time. */
function englishModelFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  // The LSTM-only model ("best_int", 3 MB), which tesseract.js itself fetches for its default LSTM
  // engine; the package's other folder adds the legacy engine's data, unused here.
  return join(dirname(packageJson), '4.0.0_best_int');
}

/**
 * Seconds of OCR must not hold up the server's requests on a machine of few cores: this thread, and
 * the engine's thread it starts (which inherits its niceness: Linux schedules each thread apart), run
 * below the main thread's priority. The pool's thread stays so for the PDFs and photos it takes after,
 * background work too. Elsewhere than Linux the thread is left as it is.
 */
function yieldToRequests(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (thread > 0) setPriority(thread, 10);
  } catch {
    // No /proc/thread-self, or not allowed: the reading just competes on equal terms.
  }
}

function tesseractWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { default: tesseract } = await import('tesseract.js');
    yieldToRequests();
    const created = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      langPath: englishModelFolder(),
      gzip: true,
      // Left to itself, tesseract.js writes the unzipped model into the working directory.
      cacheMethod: 'none',
      // Without a handler, tesseract.js also throws a failed job's error from its message listener,
      // an uncaught exception that ends the thread; the job's own promise carries it to recognize().
      errorHandler: () => undefined,
    });
    // The images come scaled for their text's size, not their resolution: a PNG without one would
    // have tesseract guess it from the text again.
    // Its chatter ("Detected 9 diacritics", "Estimating resolution") is no log of the server's.
    await created.setParameters({ user_defined_dpi: '300', debug_file: '/dev/null' });
    return created;
  })();
  // A worker that failed to start is not kept: the next receipt tries again.
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}

/**
 * Tesseract's reading of one image. A failure leaves the engine in a state not worth trusting (its
 * WebAssembly memory, its thread): it is ended, the next receipt starts a fresh one, and the caller's
 * throw has the queue try this receipt again.
 */
export async function recognize(...args: Parameters<Worker['recognize']>): ReturnType<Worker['recognize']> {
  const current = tesseractWorker();
  try {
    return await (await current).recognize(...args);
  } catch (error) {
    if (worker === current) worker = undefined;
    await (await current.catch(() => undefined))?.terminate().catch(() => undefined);
    throw error;
  }
}
