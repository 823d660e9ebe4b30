import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import type { Namespace } from './resources.ts';
import { coreResources, translate } from './translate.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const NAMESPACES = Object.keys(coreResources.en) as Namespace[];
const textsOf = (locale: (typeof LOCALES)[number], namespace: Namespace) =>
  flatten(coreResources[locale][namespace] as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// Words rightly the same as in English: the ATO's "Tax Invoice" and "Adjustment Note" (kept in English on
// purpose), the proper names ABN, GST, BSB and PayID, and words the languages share.
const SAME_IN_EVERY_LANGUAGE = [
  'pdf.taxInvoice',
  'pdf.abn',
  'pdf.gst',
  'pdf.payId',
  'pdf.bsb',
  'adjustmentNote.title',
  'adjustmentNote.abn',
  'bas.abn',
];
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['pdf.bankName'],
  es: ['pdf.subtotal', 'pdf.total'],
  fr: ['pdf.description', 'pdf.total', 'pdf.note'],
  'pt-br': ['pdf.item', 'pdf.subtotal', 'pdf.total'],
};

describe("core's texts", () => {
  it.each(NAMESPACES)('has English texts in %s, none empty', (namespace) => {
    const english = textsOf('en', namespace);
    expect(english.size).toBeGreaterThan(5);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    it.each(NAMESPACES)('has every English key of %s and no other, none empty', (namespace) => {
      const english = textsOf('en', namespace);
      const texts = textsOf(locale, namespace);
      expect(
        [...texts.keys()].filter((key) => !english.has(key)),
        'keys not in en',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((key) => !texts.has(key)),
        'keys missing',
      ).toEqual([]);
      for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
    });

    it.each(NAMESPACES)('keeps the placeholders of %s', (namespace) => {
      const texts = textsOf(locale, namespace);
      for (const [key, text] of textsOf('en', namespace))
        expect(placeholders(texts.get(key) ?? ''), `${namespace}.${key}`).toEqual(placeholders(text));
    });

    it('is translated, not copied from English', () => {
      const copies = NAMESPACES.flatMap((namespace) => {
        const english = textsOf('en', namespace);
        return [...textsOf(locale, namespace)]
          .filter(([key, text]) => english.get(key) === text)
          .map(([key]) => `${namespace}.${key}`);
      });
      expect(copies.sort()).toEqual([...SAME_IN_EVERY_LANGUAGE, ...(SAME_AS_ENGLISH[locale] ?? [])].sort());
    });
  });

  it('fills placeholders and falls back to English for a language it does not know', () => {
    expect(translate('de', 'pdf', 'page', { page: 2, pages: 3 })).toBe('Seite 2 von 3');
    expect(translate('en', 'mail', 'reminder.stillDue', { stillDue: '$5.00' })).toBe(
      '$5.00 of it is still to pay.',
    );
    expect(translate('xx' as 'en', 'validation', 'name_required')).toBe('Name is required.');
  });

  it('puts values in as they are: never escaped, never read as placeholders or nesting', () => {
    const name = '<b>&"{{name}}"</b> $t(mail:greeting)';
    expect(translate('en', 'mail', 'greeting', { name })).toBe(`Hello ${name},`);
  });
});

// The texts of core and the API are i18next resources: a map of texts keyed by language written anywhere
// else (`Record<Locale, …>`, an object with a 'pt-br' entry other than a locale tag) is a second mechanism
// beside this one.
const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const TREES = ['packages/core/src', 'apps/api/src'];
const ALLOWED = ['packages/core/src/i18n/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of a source that hold texts keyed by language. */
function localeMaps(source: string): string[] {
  return source
    .split('\n')
    .filter(
      (line) =>
        /Record<\s*Locale\b/.test(line) || /^\s*['"]pt-br['"]\s*:\s*(?!['"][\w-]{2,5}['"],?$)\S/.test(line),
    )
    .map((line) => line.trim());
}

describe('one translation mechanism', () => {
  it('finds texts keyed by language the way the scan means to', () => {
    expect(
      localeMaps(`const texts: Record<Locale, string> = {
  en: 'Hello',
  'pt-br': 'Olá',
};
const tag = locale === 'pt-br' ? 'pt-BR' : locale;
const tags = {
  'pt-br': 'pt-BR',
};`),
    ).toEqual(['const texts: Record<Locale, string> = {', "'pt-br': 'Olá',"]);
  });

  it('has no texts keyed by language outside packages/core/src/i18n', () => {
    const found = TREES.flatMap((tree) =>
      sourceFiles(join(ROOT, tree))
        .map((file) => relative(ROOT, file))
        .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
        .flatMap((file) =>
          localeMaps(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
