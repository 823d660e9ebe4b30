import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeShell } from './apps/web/locale-shell-plugin.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this two-core CI, every file in turn.
    // The API files wait mostly on their databases (PostgreSQL round trips, migrations), so three files
    // at once fill those waits: measured on 21 API files, 108 s with one worker, 64 s with three, 65 s
    // with four; on 12 screen files, 39 s and 24 s.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The exhaustive tax checks (every dollar to $260,000, seven years, three residencies) take ~2 s
          // on a quiet machine and past 5 s on a loaded 2-core CI.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Each API test file builds its own app on fresh databases; files run in parallel.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The checks of scripts/ themselves (the boundaries `npm run lint` enforces).
        // The boundary check spawns itself on made-up trees: a loaded 2-core CI needs more than 5 s.
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react(), localeShell()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Absolute, so that tools reading this config (knip) find it without applying `root`.
          setupFiles: [join(import.meta.dirname, 'apps/web/src/testing/setup.ts')],
          // A screen test renders the whole app; on a busy 2-core CI (load 13–19) some took over the
          // 5 s default while each of their own waits was within bounds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
