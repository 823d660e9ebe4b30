import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Loaded into the server with `--import` by bench/bank-import.ts: a first SIGWINCH starts watching the
// server's event loop, the next one writes the longest it was held (ms) to LOOP_DELAY_FILE. (SIGWINCH: a
// signal nothing else here uses; close-with-grace ends the server on SIGUSR2.)
const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let watching = false;
  process.on('SIGWINCH', () => {
    if (!watching) {
      loop.reset();
      loop.enable();
      watching = true;
      return;
    }
    loop.disable();
    watching = false;
    writeFileSync(file, String(loop.max / 1e6));
  });
}
