import { unprintableCharacters } from '@sorted/core/pdf/printable';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ptBr from './pt-br.json';

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

// i18next's plural keys: "title_one", "title_other"… for t('title', { count }). Each language has the
// forms of its own plural rules (French, Spanish and Portuguese have a "many" besides English's two).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const LOCALE_OF: Record<string, string> = { en: 'en', de: 'de', es: 'es', fr: 'fr', 'pt-br': 'pt-BR' };
const baseKey = (key: string) => key.replace(PLURAL, '');

const english = flatten(en);
const others: Record<string, Map<string, string>> = {
  de: flatten(de),
  es: flatten(es),
  fr: flatten(fr),
  'pt-br': flatten(ptBr),
};

// Words that are rightly the same as in English: the proper names ABN, ACN and GST standing alone as
// labels, and words the languages share.
const SAME_IN_EVERY_LANGUAGE = [
  'business.fields.abn',
  'business.payment.payidKinds.abn',
  'business.payment.payidKinds.acn',
  'clients.fields.abn',
  'freeInvoice.abn',
  'invoices.form.gst',
  'nav.bas',
  'bas.gst',
  'expenses.totals.gst',
  'expenses.list.gst',
  'payments.methods.payid',
  'adjustmentNotes.gst',
  'history.fields.gst',
  'adjustmentNotes.pdf',
];
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: [
    'auth.name',
    'recurring.columns.status',
    'quotes.list.status',
    'history.change',
    ...SAME_IN_EVERY_LANGUAGE,
  ],
  es: [
    'common.no',
    'invoices.form.subtotal',
    'quotes.list.total',
    'quotes.revisions.total',
    'history.change',
    'history.fields.total',
    ...SAME_IN_EVERY_LANGUAGE,
  ],
  fr: [
    'car.logbook.actions',
    'car.logbook.date',
    'car.logbook.journeyStart',
    'common.pageN',
    'screens.clients.title',
    'screens.client.title',
    'invoices.form.itemNote',
    'help.support.message',
    'bas.date',
    'expenses.fields.date',
    'expenses.list.date',
    'expenses.list.actions',
    'payments.note',
    'recurring.columns.actions',
    'recurring.columns.client',
    'recurring.fields.note',
    'recurring.status.active',
    'quotes.form.note',
    'quotes.list.client',
    'quotes.list.total',
    'quotes.revisions.total',
    'history.fields.customer',
    'history.fields.date',
    'history.fields.description',
    'history.fields.note',
    'history.fields.total',
    'topbar.notifications.label',
    'topbar.notifications.title',
    'profile.notifications.title',
    'assets.columns.actions',
    ...SAME_IN_EVERY_LANGUAGE,
  ],
  'pt-br': [
    'invoices.form.itemN',
    'invoices.form.subtotal',
    'quotes.list.total',
    'quotes.list.status',
    'quotes.revisions.total',
    'history.change',
    'history.fields.total',
    ...SAME_IN_EVERY_LANGUAGE,
  ],
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

// Every source file of the app except tests: where translation keys must appear as literals.
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('locales', () => {
  it('has English texts, none empty', () => {
    expect(english.size).toBeGreaterThan(50);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  describe.each(Object.entries(others))('%s', (locale, texts) => {
    it('has every English key and no other, plural keys with the forms of its language', () => {
      const singular = (keys: Iterable<string>) => new Set([...keys].filter((key) => !PLURAL.test(key)));
      const plural = (keys: Iterable<string>) =>
        new Set([...keys].filter((key) => PLURAL.test(key)).map(baseKey));
      expect(
        [...singular(texts.keys())].filter((key) => !english.has(key)),
        'keys not in en',
      ).toEqual([]);
      expect(
        [...singular(english.keys())].filter((key) => !texts.has(key)),
        'keys missing',
      ).toEqual([]);
      expect([...plural(texts.keys())].sort(), 'plural keys').toEqual([...plural(english.keys())].sort());
      const forms = new Intl.PluralRules(LOCALE_OF[locale]).resolvedOptions().pluralCategories;
      for (const key of plural(texts.keys())) {
        const own = [...texts.keys()].filter((other) => baseKey(other) === key && PLURAL.test(other));
        // Every form of the language where the key is looked up by i18next (the base key, not "_one"
        // written out); at least "one" and "other" where the source picks the form itself.
        const lookedUp = sources.some(([, source]) => source.includes(`'${key}'`));
        const wanted = lookedUp ? forms : ['one', 'other'];
        expect(own.map((form) => form.slice(key.length + 1)).sort(), key).toEqual(
          expect.arrayContaining([...wanted].sort()),
        );
        for (const form of own) expect(forms, form).toContain(form.slice(key.length + 1));
      }
    });

    it('has no empty text', () => {
      for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
    });

    it('is translated, not copied from English', () => {
      const copies = [...texts].filter(([key, text]) => english.get(key) === text).map(([key]) => key);
      expect(copies.sort()).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort());
    });

    it('keeps the interpolation placeholders', () => {
      for (const [key, text] of texts)
        expect(placeholders(text), key).toEqual(
          placeholders(english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? ''),
        );
    });
  });

  it('writes only characters the invoice PDF can print, in every language', () => {
    // What a user types in their language (a name, an address) must print: these texts are the alphabet.
    for (const texts of [english, ...Object.values(others)]) {
      expect(unprintableCharacters([...texts.values()].join(''))).toEqual([]);
    }
  });

  it('uses every key in the source, written out literally', () => {
    expect(sources.length).toBeGreaterThan(20);
    // A plural key is used by its base key (i18next picks the form) or written out.
    const unused = [...english.keys()].filter(
      (key) =>
        !sources.some(([, source]) =>
          [key, ...(PLURAL.test(key) ? [baseKey(key)] : [])].some(
            (literal) => source.includes(`'${literal}'`) || source.includes(`"${literal}"`),
          ),
        ),
    );
    expect(unused).toEqual([]);
  });

  it('has every key used in the source', () => {
    const used = new Set<string>();
    for (const [, source] of sources) {
      for (const match of source.matchAll(/\bt\(\s*['"]([\w.-]+)['"]/g)) if (match[1]) used.add(match[1]);
      for (const match of source.matchAll(/i18nKey="([\w.-]+)"/g)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});
