import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './web-assets.ts';

// Lighthouse's mobile audit (its default: a mid-range phone on a throttled 4G, simulated) of a page of
// the running app. Fetched from the npm registry on first use rather than installed with the project:
// it is a large tool that only the bench needs.
const LIGHTHOUSE = 'lighthouse@13.5.0';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, simulated, in ms. */
  lcpMs: number;
  tbtMs: number;
}

export function lighthouse(url: string, headers: Record<string, string> = {}): LighthouseScores | null {
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
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      performance: Math.round(result.categories.performance.score * 100),
      accessibility: Math.round(result.categories.accessibility.score * 100),
      lcpMs: Math.round(result.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(result.audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
