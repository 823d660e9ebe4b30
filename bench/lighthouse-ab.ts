import { join } from 'node:path';
import { seededDatabase } from './databases.ts';
import { lighthouse } from './lighthouse.ts';
import { type AuditedPage, auditedPages, LIGHTHOUSE_DATA } from './lighthouse-screens.ts';
import type { RunningServer } from './server.ts';

// Lighthouse on two builds of the web app, taking turns, for comparing a change when other work on
// the machine moves the scores between runs: LIGHTHOUSE_TREES=<tree>,<tree> (each a checkout with its
// node_modules and apps/web/dist built), LIGHTHOUSE_RUNS rounds (default 3), the pages of
// lighthouse-screens.ts or those LIGHTHOUSE_PAGES names (`dashboard,BAS`). Prints each run and the
// medians of each tree and page.
const trees = (process.env.LIGHTHOUSE_TREES ?? '').split(',').filter(Boolean);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
if (trees.length === 0) throw new Error('LIGHTHOUSE_TREES=<tree>,<tree> names the checkouts to compare');

const database = await seededDatabase('SQLite', LIGHTHOUSE_DATA);
const servers: Array<{ tree: string; server: RunningServer; pages: AuditedPage[] }> = [];
try {
  for (const tree of trees) {
    const { startServer, signIn } = (await import(
      join(tree, 'bench/server.ts')
    )) as typeof import('./server.ts');
    const server = await startServer(database.env);
    const pages = await auditedPages(server.base, await signIn(server.base));
    servers.push({ tree, server, pages: pages.filter((page) => !only || only.includes(page.name)) });
  }
  const results = new Map<string, number[][]>();
  for (let run = 1; run <= runs; run++) {
    for (const { tree, server, pages } of servers) {
      for (const { name, path, headers } of pages) {
        const scores = lighthouse(`${server.base}${path}`, headers);
        if (!scores) continue;
        console.log(
          `${tree} ${name} #${run}: performance ${scores.performance}, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms (benchmark index ${scores.benchmarkIndex})`,
        );
        const key = `${tree} ${name}`;
        results.set(key, [...(results.get(key) ?? []), [scores.performance, scores.lcpMs, scores.tbtMs]]);
      }
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [key, rows] of results) {
    console.log(
      `${key}: median performance ${median(rows.map((row) => row[0] ?? 0))}, LCP ${median(rows.map((row) => row[1] ?? 0))} ms, TBT ${median(rows.map((row) => row[2] ?? 0))} ms`,
    );
  }
} finally {
  for (const { server } of servers) await server.stop();
  await database.drop();
}
