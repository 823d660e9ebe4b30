import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './web-assets.ts';

// Lighthouse's mobile audit (its default: a mid-range phone on a throttled 4G, simulated) of a page of
// the running app. Fetched from the npm registry on first use rather than installed with the project:
// it is a large tool that only the bench needs.
const LIGHTHOUSE = 'lighthouse@13.5.0';
const profile = process.env.LIGHTHOUSE_PROFILE === '1';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, simulated, in ms. */
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed at the time: lower means busier (other work). */
  benchmarkIndex: number;
}

/**
 * `keepAs`: also copy the full JSON report there (to read the LCP element, the main thread's work…).
 * With LIGHTHOUSE_PROFILE=1, the page's trace with V8's sampling profile goes beside it
 * (`….trace.json`) for bench/lighthouse-tasks.ts: which functions each long task spent its time in.
 * The profiler slows the page: scores of such runs are not to be compared with others.
 */
export function lighthouse(
  url: string,
  headers: Record<string, string> = {},
  keepAs?: string,
): LighthouseScores | null {
  // Lighthouse itself sometimes fails to record the page's trace (NO_NAVSTART) and asks to be run again.
  return auditOnce(url, headers, keepAs) ?? auditOnce(url, headers, keepAs);
}

export interface LighthouseMedian extends LighthouseScores {
  /** Every run's performance score, in the order run. */
  performances: number[];
}

/** A run this far under the median is kept whole, so that its cause can be read afterwards. */
const OUTLIER_POINTS = 10;
const OUTLIERS_DIR = new URL('outliers/', import.meta.url).pathname;

/**
 * `runs` audits of one page; the run with the median performance score (its LCP and TBT with it), and
 * the lowest accessibility score of all. One run's score moves by a few points with the machine's other
 * work, so Lighthouse's own guidance is to take the median of several (docs/variability.md upstream).
 * The full report of a run far under the median is kept in bench/outliers/ (`name` in its file name).
 */
export function lighthouseMedian(
  url: string,
  headers: Record<string, string>,
  runs: number,
  name = 'page',
): LighthouseMedian | null {
  const reports = mkdtempSync(join(tmpdir(), 'sorted-lighthouse-runs-'));
  try {
    const results: { scores: LighthouseScores; report: string }[] = [];
    for (let run = 0; run < runs; run++) {
      const report = join(reports, `${run + 1}.json`);
      const scores = lighthouse(url, headers, report);
      if (scores) results.push({ scores, report });
    }
    const sorted = results.map((each) => each.scores).sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!median || results.length < runs) return null;
    keepOutliers(results, median.performance, name);
    return {
      ...median,
      accessibility: Math.min(...results.map((each) => each.scores.accessibility)),
      performances: results.map((each) => each.scores.performance),
    };
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

function keepOutliers(results: { scores: LighthouseScores; report: string }[], median: number, name: string) {
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  results.forEach(({ scores, report }, index) => {
    if (scores.performance > median - OUTLIER_POINTS) return;
    mkdirSync(OUTLIERS_DIR, { recursive: true });
    const kept = join(OUTLIERS_DIR, `${name.replaceAll(/\W+/g, '-')}-${stamp}-run${index + 1}.json`);
    copyFileSync(report, kept);
    console.log(
      `Lighthouse: ${name} run ${index + 1} scored ${scores.performance} (median ${median}); report kept in ${kept}`,
    );
  });
}

function auditOnce(url: string, headers: Record<string, string>, keepAs?: string): LighthouseScores | null {
  const dir = mkdtempSync(join(tmpdir(), 'sorted-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility',
        ...(keepAs && profile
          ? ['--save-assets', '--additional-trace-categories=disabled-by-default-v8.cpu_profiler']
          : []),
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ...(Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        timeout: 300_000,
      },
    );
    if (run.status !== 0) {
      console.error(`Lighthouse failed on ${url}: ${run.stderr.slice(-500)}`);
      return null;
    }
    if (keepAs) {
      copyFileSync(report, keepAs);
      if (profile) copyFileSync(join(dir, 'report-0.trace.json'), keepAs.replace(/\.json$/, '.trace.json'));
    }
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
      audits: Record<string, { numericValue?: number }>;
      environment: { benchmarkIndex: number };
    };
    return {
      performance: Math.round(result.categories.performance.score * 100),
      accessibility: Math.round(result.categories.accessibility.score * 100),
      lcpMs: Math.round(result.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result.audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
