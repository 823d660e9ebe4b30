import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seededDatabase } from './databases.ts';
import { lighthouse } from './lighthouse.ts';
import { auditedPages, LIGHTHOUSE_DATA } from './lighthouse-screens.ts';
import { signIn, startServer } from './server.ts';
import { javascriptKb } from './web-assets.ts';

// The Lighthouse budgets alone (a few minutes a round instead of the whole bench's ten): builds the
// web app, seeds 10,000 invoices and 2,000 expenses into a fresh SQLite file, then audits /login and
// the five screens of issue 30 `LIGHTHOUSE_RUNS` times each (default 2; scores move with the machine's
// load, so compare runs made together). `LIGHTHOUSE_PAGES=dashboard,BAS` audits only those (names as
// printed); `LIGHTHOUSE_REPORTS=<dir>` keeps each full JSON report there.
const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const reports = process.env.LIGHTHOUSE_REPORTS;
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
if (reports) mkdirSync(reports, { recursive: true });

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(1);

const database = await seededDatabase('SQLite', LIGHTHOUSE_DATA);
const server = await startServer(database.env);
try {
  const session = await signIn(server.base);
  const js = await javascriptKb(server.base);
  console.log(`JS gzip: sign-in ${js.signIn.toFixed(1)} KB, whole app ${js.whole.toFixed(1)} KB`);
  const pages = (await auditedPages(server.base, session)).filter(
    (page) => !only || only.includes(page.name),
  );
  for (let run = 1; run <= runs; run++) {
    for (const { name, path, headers } of pages) {
      const keepAs = reports ? join(reports, `${name.replaceAll(/\W+/g, '-')}-${run}.json`) : undefined;
      const scores = lighthouse(`${server.base}${path}`, headers, keepAs);
      console.log(
        scores
          ? `${name} #${run}: performance ${scores.performance}, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, accessibility ${scores.accessibility} (machine's benchmark index ${scores.benchmarkIndex})`
          : `${name} #${run}: Lighthouse did not run`,
      );
    }
  }
} finally {
  await server.stop();
  await database.drop();
}
