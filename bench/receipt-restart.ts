import {
  photographReceipt,
  RECEIPT_STYLES,
} from '../apps/api/src/features/expenses/reading/testing/receipt-images.ts';
import { seededDatabase } from './databases.ts';
import { type RunningServer, signIn, startServer } from './server.ts';

// Issue 30: 20 receipt photos uploaded at once are all read, none lost, across a server killed in the
// middle (SIGKILL: no graceful end) and started again on the same database. A receipt its reader held
// when the server died is taken again once its lease runs out (shortened here to 10 s, from 120).

const RECEIPTS = 20;
const LEASE_SECONDS = 10;

export interface RestartResult {
  uploaded: number;
  read: number;
  failed: number;
  /** Uploaded (201) but gone from the inbox afterwards. */
  lost: number;
  readBeforeKill: number;
  seconds: number;
}

function receiptForm(bytes: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = '----sorted-bench-receipt';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function states(server: RunningServer, headers: Record<string, string>): Promise<Map<string, string>> {
  const response = await fetch(`${server.base}/api/v1/receipt-captures`, { headers });
  const document = (await response.json()) as { data: { id: string; attributes: { state: string } }[] };
  return new Map(document.data.map((capture) => [capture.id, capture.attributes.state]));
}

export async function measureReceiptRestart(): Promise<RestartResult> {
  const database = await seededDatabase('SQLite', { customers: 1, invoices: 0 });
  const env = { ...database.env, RECEIPT_LEASE_SECONDS: String(LEASE_SECONDS), RECEIPT_POLL_SECONDS: '1' };
  const photos = await Promise.all(
    Array.from({ length: RECEIPTS }, (_, index) => {
      const style = RECEIPT_STYLES[index % RECEIPT_STYLES.length];
      if (!style) throw new Error('No receipt style to photograph');
      return photographReceipt(style);
    }),
  );
  let server = await startServer(env);
  try {
    const session = await signIn(server.base);
    const started = performance.now();
    const ids = await Promise.all(
      photos.map(async (photo, index) => {
        const { body, contentType } = receiptForm(photo, `receipt-${index + 1}.jpg`);
        const response = await fetch(`${server.base}/api/v1/receipt-captures`, {
          method: 'POST',
          headers: { ...session.headers, 'content-type': contentType },
          body,
        });
        if (response.status !== 201) throw new Error(`upload ${index + 1}: ${response.status}`);
        return ((await response.json()) as { data: { id: string } }).data.id;
      }),
    );
    // Let the reading start, then kill the server mid-read.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const before = await states(server, session.headers);
    const readBeforeKill = [...before.values()].filter((state) => state === 'read').length;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(env);
    const again = await signIn(server.base);
    let now = await states(server, again.headers);
    const deadline = Date.now() + 5 * 60_000;
    while ([...now.values()].some((state) => state === 'reading') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      now = await states(server, again.headers);
    }
    const seconds = (performance.now() - started) / 1000;
    const stateOf = ids.map((id) => now.get(id));
    return {
      uploaded: ids.length,
      read: stateOf.filter((state) => state === 'read').length,
      failed: stateOf.filter((state) => state === 'failed').length,
      lost: stateOf.filter((state) => state === undefined).length,
      readBeforeKill,
      seconds,
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}

export const describeReceiptRestart = (result: RestartResult) =>
  `${result.read}/${result.uploaded} read, ${result.failed} failed, ${result.lost} lost, in ${result.seconds.toFixed(1)} s (${result.readBeforeKill} read before the kill; lease ${LEASE_SECONDS} s)`;
