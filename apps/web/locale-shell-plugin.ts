import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The English texts the first screens need: the frame, sign-in and error pages. The entry chunk carries
 * only these (`import shell from '../locales/en.json?shell'`); each feature's texts come with the
 * language's `?everyday` part, a chunk of its own loaded with the first signed-in screen, so features do
 * not weigh on the sign-in page.
 */
export const SHELL_SECTIONS = ['common', 'nav', 'topbar', 'auth', 'errors', 'screens'] as const;

/**
 * The texts of the screens an owner opens a few times a year (help, the bank, tax time), almost half of
 * all: the `?occasional` part, loaded by those screens (app/i18n.ts, withOccasionalTexts), not with the
 * first signed-in screen, which on a phone waits for every byte before it.
 */
export const OCCASIONAL_SECTIONS = ['help', 'bank', 'car', 'assets', 'taxTime'] as const;

const PARTS = {
  shell: (section: string) => (SHELL_SECTIONS as readonly string[]).includes(section),
  everyday: (section: string) => !(OCCASIONAL_SECTIONS as readonly string[]).includes(section),
  occasional: (section: string) => (OCCASIONAL_SECTIONS as readonly string[]).includes(section),
} as const;
type Part = keyof typeof PARTS;

const partOf = (id: string): Part | undefined =>
  (Object.keys(PARTS) as Part[]).find((part) => id.endsWith(`.json?${part}`));

/** `…/en.json?shell`, `?everyday`, `?occasional`: those sections of the language's file. */
export function localeShell(): Plugin {
  return {
    name: 'sorted-locale-shell',
    enforce: 'pre',
    async resolveId(source, importer) {
      const part = partOf(source);
      if (!part) return null;
      const resolved = await this.resolve(source.slice(0, -`?${part}`.length), importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}?${part}` : null;
    },
    load(id) {
      const part = id.startsWith('\0') ? partOf(id) : undefined;
      if (!part) return null;
      const file = id.slice(1, -`?${part}`.length);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const sections =
        part === 'shell'
          ? Object.fromEntries(SHELL_SECTIONS.map((section) => [section, texts[section] ?? {}]))
          : Object.fromEntries(Object.entries(texts).filter(([section]) => PARTS[part](section)));
      // As vite.config.ts has the full files: JSON.parse of a string, faster than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(sections))});`;
    },
  };
}
