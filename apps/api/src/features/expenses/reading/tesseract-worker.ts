import { createRequire } from 'node:module';
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

export function tesseractWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { default: tesseract } = await import('tesseract.js');
    const created = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      langPath: englishModelFolder(),
      gzip: true,
      // Left to itself, tesseract.js writes the unzipped model into the working directory.
      cacheMethod: 'none',
    });
    // The images come scaled for their text's size, not their resolution: a PNG without one would
    // have tesseract guess it from the text again.
    await created.setParameters({ user_defined_dpi: '300' });
    return created;
  })();
  // A worker that failed to start is not kept: the next receipt tries again.
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}
