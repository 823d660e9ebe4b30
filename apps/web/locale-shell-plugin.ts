import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The English texts the first screens need: the frame, sign-in and error pages. The entry chunk carries
 * only these (`import shell from '../locales/en.json?shell'`); each feature's texts come with the full
 * `en.json`, a chunk of its own loaded with the first signed-in screen, so features do not weigh on the
 * sign-in page.
 */
export const SHELL_SECTIONS = ['common', 'nav', 'topbar', 'auth', 'errors', 'screens'] as const;

const SUFFIX = '?shell';

export function localeShell(): Plugin {
  return {
    name: 'sorted-locale-shell',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith('\0') || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(1, -SUFFIX.length);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const shell = Object.fromEntries(SHELL_SECTIONS.map((section) => [section, texts[section] ?? {}]));
      // As vite.config.ts has the full files: JSON.parse of a string, faster than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(shell))});`;
    },
  };
}
