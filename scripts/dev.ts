import { type ChildProcess, spawn } from 'node:child_process';

// The API reloads on change (node --watch) on :3000; Vite serves the web app with hot reload on :5173
// and proxies /api to the API.
const root = new URL('..', import.meta.url).pathname;
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@sorted/web'], { cwd: root, stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
