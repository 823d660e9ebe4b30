import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-flags.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './seed.ts';

// The servers the benchmarks load: the real production server and a bare Fastify hello-world, each in
// its own process on a free port (so neither shares an event loop with autocannon).

const root = new URL('..', import.meta.url).pathname;

export interface RunningServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // autocannon stops mid-request: the handlers of its last requests finish before the server goes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`${base}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${args.at(-1)} did not start`);
}

/** apps/api's server with `env` (DATA_DIR, DATABASE_URL…), run as `npm start` runs it (plus `nodeFlags`). */
export function startServer(env: Record<string, string>, nodeFlags: string[] = []): Promise<RunningServer> {
  return startProcess(
    [...SERVER_NODE_FLAGS, ...nodeFlags, join(root, 'apps/api/src/server.ts')],
    serverEnvironment(env),
    '/api/v1/health',
  );
}

/** The yardstick of DESIGN.md §4: Fastify answering `{"hello":"world"}` and nothing else. */
export function startBareFastify(): Promise<RunningServer> {
  return startProcess([join(root, 'bench/bare-fastify.ts')], {}, '/');
}

export interface Session {
  /** Cookie and X-XSRF-TOKEN headers of a signed-in browser. */
  headers: Record<string, string>;
}

/** Signs in as the bench user like the web app does. */
export async function signIn(base: string): Promise<Session> {
  const csrf = await fetch(`${base}/api/v1/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  const session = /sorted_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`bench sign-in failed: ${login.status}`);
  return {
    headers: {
      cookie: `${headers.cookie}; sorted_session=${session}`,
      'x-xsrf-token': headers['x-xsrf-token'],
      accept: 'application/vnd.api+json',
    },
  };
}

/** A process's resident memory, in MB. */
export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A process's user + system CPU time so far, in ms (counted in clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
