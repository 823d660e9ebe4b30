import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
// Node keeps the compiled (and type-stripped) modules here between starts: a start takes half as long.
const COMPILE_CACHE = join(tmpdir(), 'sorted-test-compile-cache');

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const running = new Set<ChildProcess>();

/** Kills every server this file started that still runs: for afterAll, even when a test timed out. */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

/**
 * The real server (`server.ts`) as a child process on the Node running the tests (Node 24, from the
 * root devDependency). Only PATH and `env` reach it; DATA_DIR is a fresh folder unless given.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sorted-server-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exit };
}

/** The first answer of `url` once the server listens; fails after ~20 s of refused connections. */
export async function waitForHealth(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

/** Starts the server on a free port and waits until its health check answers 200. */
export async function startServing(
  env: Record<string, string>,
): Promise<ServerProcess & { baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = startServer({ HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  const health = await Promise.race([
    waitForHealth(`${baseUrl}/api/v1/health`),
    server.exit.then((code) => {
      throw new Error(`the server exited (${code}) before serving:\n${server.output()}`);
    }),
  ]);
  if (health.status !== 200) throw new Error(`the server is not healthy:\n${server.output()}`);
  return {
    ...server,
    baseUrl,
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exit;
    },
  };
}
