import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';

// The bench's output: one table on the console, bench/results.json, and the same table in the README
// between its bench markers, so the README always shows the latest run and the machine it ran on. The
// table it replaces goes to the top of docs/bench-history.md, so earlier runs stay to compare with.

export interface Row {
  budget: string;
  measured: string;
  verdict: 'met' | 'missed' | 'info';
}

const root = new URL('..', import.meta.url).pathname;
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';
const HISTORY_MARK = '<!-- bench:history -->';

export function describeMachine(): string {
  const cores = cpus();
  return [
    `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(totalmem() / 2 ** 30)} GiB`,
    `Linux ${release()}`,
    `Node ${process.versions.node}`,
    `load average ${loadavg()[0]?.toFixed(1)} at the start`,
  ].join(', ');
}

function markdownTable(rows: Row[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| budget (DESIGN.md §4) | measured | verdict |',
    '|---|---|---|',
    ...rows.map((row) => `| ${cell(row.budget)} | ${cell(row.measured)} | ${row.verdict} |`),
  ].join('\n');
}

export function report(rows: Row[], machine: string, loadSeconds: number): void {
  const at = new Date().toISOString();
  console.log(`\nSorted benchmarks, ${at}\n${machine}; ${loadSeconds} s per load at 50 connections\n`);
  console.table(rows);
  writeFileSync(
    join(root, 'bench/results.json'),
    `${JSON.stringify({ at, machine, loadSeconds, rows }, null, 2)}\n`,
  );
  const readmePath = join(root, 'README.md');
  const historyPath = join(root, 'docs/bench-history.md');
  const section = `Latest run: ${at.slice(0, 16).replace('T', ' ')} UTC on ${machine}; ${loadSeconds} s per load at 50 connections.\n\n${markdownTable(rows)}`;
  const placed = placeRun(readFileSync(readmePath, 'utf8'), readFileSync(historyPath, 'utf8'), section);
  if (!placed) {
    console.warn(`README.md or docs/bench-history.md lacks its bench markers: neither was changed.`);
    return;
  }
  writeFileSync(readmePath, placed.readme);
  writeFileSync(historyPath, placed.history);
}

/**
 * The README with `section` between its markers, and the history with the run it replaces first under
 * its mark (titled "Run of …"); null when either file lacks its markers.
 */
function placeRun(
  readme: string,
  history: string,
  section: string,
): { readme: string; history: string } | null {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  const mark = history.indexOf(HISTORY_MARK);
  if (start < 0 || end < start || mark < 0) return null;
  const replaced = readme
    .slice(start + README_START.length, end)
    .trim()
    .replace(/^Latest run: /, 'Run of ');
  const below = history.slice(mark + HISTORY_MARK.length).trim();
  const earlier = [replaced, below].filter(Boolean).join('\n\n');
  return {
    readme: `${readme.slice(0, start)}${README_START}\n${section}\n${readme.slice(end)}`,
    history: `${history.slice(0, mark)}${HISTORY_MARK}\n${earlier ? `\n${earlier}\n` : ''}`,
  };
}
