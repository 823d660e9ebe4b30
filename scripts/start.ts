import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, serverEnvironment } from './server-flags.ts';

// `npm start` builds the web app when its build is missing or older than its sources, then serves.
const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/core/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (sources.some((source) => newestChange(join(root, source)) > builtAt)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server replaces this process (same pid, so signals and the exit code are the server's own),
// with the Node flags it runs with.
const server = join(root, 'apps/api/src/server.ts');
if (!process.execve) throw new Error('npm start needs Node 24 (process.execve); run it through npm');
process.execve(
  process.execPath,
  [process.execPath, ...SERVER_NODE_FLAGS, server],
  serverEnvironment(process.env),
);
