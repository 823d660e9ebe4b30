import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES } from '@sorted/core/i18n/locales';
import { describe, expect, it } from 'vitest';
import { OCCASIONAL_SECTIONS } from '../../locale-shell-plugin.ts';

// The texts of help, the bank and tax time come only with those screens (locale-shell-plugin.ts): any
// other screen using them would show their keys instead, until one of those screens had been opened.
const src = join(import.meta.dirname, '..');
const OCCASIONAL_FEATURES = /^features\/(help|bank|tax-time)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A file's lines less its comments (which may name a field path such as `bank.bsb`). */
const codeOf = (source: string) => source.split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line));

describe('the occasional texts', () => {
  it('are whole sections of every language', async () => {
    for (const locale of LOCALES) {
      const texts = JSON.parse(readFileSync(join(src, 'locales', `${locale}.json`), 'utf8')) as object;
      for (const section of OCCASIONAL_SECTIONS) expect(Object.keys(texts), locale).toContain(section);
    }
  });

  it('are used only by the screens of help, the bank and tax time', () => {
    const key = new RegExp(`['"\`](${OCCASIONAL_SECTIONS.join('|')})\\.[a-zA-Z]`);
    const users = sourceFiles(src)
      .filter((file) => codeOf(readFileSync(file, 'utf8')).some((line) => key.test(line)))
      .map((file) => relative(src, file).replaceAll('\\', '/'));
    expect(users.length).toBeGreaterThan(10);
    expect(users.filter((file) => !OCCASIONAL_FEATURES.test(file))).toEqual([]);
  });

  it('come with every route to those screens', () => {
    const routes = readFileSync(join(src, 'app', 'routes.ts'), 'utf8');
    const lazies = routes.split('\n').filter((line) => /lazy: .*features\/(help|bank|tax-time)\//.test(line));
    expect(lazies.length).toBeGreaterThan(5);
    for (const line of lazies) expect(line).toContain('withOccasionalTexts(');
  });
});
