import { LOAD_SECONDS, load } from './api-load.ts';
import { seededDatabase } from './databases.ts';
import { cpuMs, rssMb, signIn, startBareFastify } from './server.ts';

// The list budget alone, for A/B comparisons (README, Performance): one seeded SQLite database, one bare
// Fastify load, then the list load against the server of each checkout named in LIST_TREES (comma
// separated, default this one; each started by its own bench/server.ts), in turn, so that before and
// after run interleaved in one session. Besides req/s it reports the server's CPU time per request, which
// another process sharing the machine disturbs far less. PROFILE=dir writes each server's --cpu-prof there.
const trees = (process.env.LIST_TREES ?? new URL('..', import.meta.url).pathname).split(',');
const database = await seededDatabase('SQLite', { customers: 2_000, invoices: 10_000 });

const bare = await startBareFastify();
const bareCpu0 = cpuMs(bare.child.pid);
const bareLoad = await load(`${bare.base}/`);
const bareCpuPerRequest = (cpuMs(bare.child.pid) - bareCpu0) / (bareLoad.rps * LOAD_SECONDS);
await bare.stop();
console.log(
  `bare Fastify: ${bareLoad.rps.toFixed(0)} req/s, ${(bareCpuPerRequest * 1000).toFixed(0)} µs CPU/request`,
);

const path = '/api/v1/invoices?include=customer&page[size]=25';
for (const tree of trees) {
  const { startServer } = (await import(
    `${tree.replace(/\/$/, '')}/bench/server.ts`
  )) as typeof import('./server.ts');
  const profile = process.env.PROFILE;
  const env = {
    ...database.env,
    ...(profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } : {}),
  };
  const server = await startServer(env);
  try {
    const session = await signIn(server.base);
    const body = await (await fetch(`${server.base}${path}`, session)).text();
    const cpu0 = cpuMs(server.child.pid);
    const result = await load(`${server.base}${path}`, session);
    const cpuPerRequest = (cpuMs(server.child.pid) - cpu0) / (result.rps * LOAD_SECONDS);
    const rss = rssMb(server.child.pid);
    console.log(
      `${tree}: ${result.rps.toFixed(0)} req/s = ${((result.rps / bareLoad.rps) * 100).toFixed(1)}% of bare ${bareLoad.rps.toFixed(0)}; p50 ${result.p50} ms, p99 ${result.p99} ms; errors ${result.errors}; RSS ${rss.toFixed(0)} MB; ${(cpuPerRequest * 1000).toFixed(0)} µs CPU/request = ${((bareCpuPerRequest / cpuPerRequest) * 100).toFixed(1)}% of bare's; body ${body.length} chars`,
    );
  } finally {
    await server.stop();
  }
}
await database.drop();
