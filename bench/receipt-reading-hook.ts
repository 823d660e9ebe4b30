import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ReceiptContentType,
  readReceiptFile,
} from '../apps/api/src/features/expenses/reading/receipt-text.ts';

// Loaded into the server with `--import` by bench/receipt-reading.ts, until a route reads receipts:
// each SIGWINCH reads the receipt named in RECEIPT_BENCH_DIR/job.json with the server's own worker
// pool, as the queue will, and writes how long it took to RECEIPT_BENCH_DIR/done.json. (SIGWINCH: a
// signal nothing else here uses; close-with-grace ends the server on SIGUSR2.)
const dir = process.env.RECEIPT_BENCH_DIR;
if (dir) {
  process.on('SIGWINCH', async () => {
    const job = JSON.parse(readFileSync(join(dir, 'job.json'), 'utf8')) as {
      file: string;
      contentType: ReceiptContentType;
    };
    const bytes = readFileSync(job.file);
    const started = performance.now();
    const read = await readReceiptFile(bytes, job.contentType);
    const ms = performance.now() - started;
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(join(dir, 'done.tmp'), JSON.stringify({ ms, lines: read.lines.map((line) => line.text) }));
    renameSync(join(dir, 'done.tmp'), join(dir, 'done.json'));
  });
}
