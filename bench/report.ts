import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';

// The bench's output: one table on the console, bench/results.json, and the same table in the README
// between its bench markers, so the README always shows the latest run and the machine it ran on.

export interface Row {
  budget: string;
  measured: string;
  verdict: 'met' | 'missed' | 'info';
}

const root = new URL('..', import.meta.url).pathname;
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

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
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return;
  const section = `${README_START}\nLatest run: ${at.slice(0, 16).replace('T', ' ')} UTC on ${machine}; ${loadSeconds} s per load at 50 connections.\n\n${markdownTable(rows)}\n`;
  writeFileSync(readmePath, readme.slice(0, start) + section + readme.slice(end));
}
