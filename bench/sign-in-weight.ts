import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.ts';
import { javascriptKb } from './web-assets.ts';

// The JavaScript weight of the sign-in page and of the whole app, from the last `npm run build`, without
// the rest of the bench: `npm run build && npm exec -- node bench/sign-in-weight.ts`.
const dataDir = mkdtempSync(join(tmpdir(), 'sorted-weight-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const { signIn, whole } = await javascriptKb(server.base);
  console.log(
    `sign-in page JS: ${signIn.toFixed(1)} KB gzip (budget 200); whole app: ${whole.toFixed(1)} KB`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
