import { readFileSync } from 'node:fs';

// The long tasks of a page's load, each with the functions it spent its time in: reads a trace kept by
// `LIGHTHOUSE_PROFILE=1 LIGHTHOUSE_REPORTS=<dir> node bench/lighthouse-pages.ts` (<dir>/<page>-<run>.trace.json).
// `node bench/lighthouse-tasks.ts <trace.json> [min task ms, default 15]`. Times are the trace's own
// (unthrottled); Lighthouse's simulated phone counts each four times over. The names are the build's:
// minified, unless apps/web was built with `vite build --minify false` for the run.

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: ProfileData };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const [file, minimum = '15'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/lighthouse-tasks.ts <trace.json> [min task ms]');
const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

const mainThreads = new Set(
  events
    .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`),
);
const counts = new Map<string, number>();
for (const event of events) {
  const thread = `${event.pid}:${event.tid}`;
  if (event.name === 'RunTask' && mainThreads.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
}
// The page's main thread: the renderer's main thread that ran the most tasks.
const [page = ''] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
const pid = Number(page.split(':')[0]);
const start = Math.min(
  ...events.filter((event) => event.name === 'navigationStart').map((event) => event.ts),
);

const nodes = new Map<number, ProfileNode>();
const samples: Array<{ at: number; node: number }> = [];
let at = events.find((event) => event.name === 'Profile' && event.pid === pid)?.args?.data?.startTime ?? 0;
for (const event of events) {
  if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
  const data = event.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
    at += data?.timeDeltas?.[index] ?? 0;
    samples.push({ at, node });
  });
}
const label = (id: number) => {
  const frame = nodes.get(id)?.callFrame;
  return frame
    ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').at(-1)}:${frame.lineNumber}`
    : '?';
};

for (const task of events) {
  if (task.name !== 'RunTask' || `${task.pid}:${task.tid}` !== page) continue;
  if ((task.dur ?? 0) < Number(minimum) * 1000) continue;
  const inside = samples.filter((sample) => sample.at >= task.ts && sample.at <= task.ts + (task.dur ?? 0));
  console.log(
    `task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms`,
  );
  const inclusive = new Map<string, number>();
  for (const sample of inside) {
    const seen = new Set<string>();
    for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
      const name = label(id);
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      seen.add(name);
    }
  }
  for (const [name, count] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    const share = Math.round((100 * count) / inside.length);
    if (share >= 3 && !name.startsWith('(root)')) console.log(`  ${String(share).padStart(3)}% ${name}`);
  }
}
