import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// JS weight of the web app as a browser downloads it: gzip sizes of the built chunks.

const assets = new URL('../apps/web/dist/assets/', import.meta.url).pathname;
const gzipKb = (file: string) => gzipSync(readFileSync(join(assets, file))).length / 1024;
const scripts = () => readdirSync(assets).filter((file) => file.endsWith('.js'));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What /login loads before it is idle, and every chunk of the app together. */
export async function javascriptKb(base: string): Promise<{ signIn: number; whole: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const loaded = new Set<string>();
  const page = await browser.newPage();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) loaded.add(path.slice('/assets/'.length));
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  return { signIn: sum(loaded), whole: sum(scripts()) };
}

/** The dashboard screen's own chunk (its revenue chart is plain SVG inside it). */
export function dashboardChunkKb(): number {
  return scripts()
    .filter((file) => file.startsWith('dashboard-overview-screen-'))
    .reduce((total, file) => total + gzipKb(file), 0);
}
