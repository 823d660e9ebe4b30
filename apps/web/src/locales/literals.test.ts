import { describe, expect, it } from 'vitest';

// Every component of the app except tests: user-facing text must come from the locale files (t(…)), so
// that it exists in all five languages. This scan finds text written straight into JSX: text between
// tags, text in the attributes people see or hear (label, placeholder, title, aria-label, alt…), and
// literal messages given to the toasts.
const components = Object.entries(
  import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Texts that are rightly the same in every language, each with where it may appear. */
const ALLOWED: ReadonlyArray<{ file: RegExp; text: string }> = [];

const VISIBLE_ATTRIBUTES = [
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'error',
  'message',
  'text',
];

function withoutComments(source: string): string {
  return source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The literal user-facing texts of one component's source. */
export function literalTexts(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  // Text between tags: words only (no code punctuation), with at least one letter.
  // A tag ends with ">" right after a name, a quote, a brace or "/", or alone on its line; "=>" and the
  // comparisons "a > b" do not count.
  for (const match of code.matchAll(/(?:(?<=[\w"'}/])|(?<=^[ \t]*))>([^<>{}]*)</gm)) {
    const text = (match[1] ?? '').trim();
    if (/\p{L}/u.test(text) && /^[\p{L}\p{N}\s.,!?'’:–—…&%$#@-]+$/u.test(text) && !/^[,:]|[:?]$/.test(text))
      found.push(text);
  }
  const attributes = VISIBLE_ATTRIBUTES.join('|');
  for (const match of code.matchAll(
    new RegExp(`\\s(?:${attributes})=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"\`]([^'"\`]*)['"\`]\\s*\\})`, 'g'),
  )) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (/\p{L}/u.test(text.replace(/\$\{[^}]*\}/g, ''))) found.push(text);
  }
  for (const match of code.matchAll(/\bnotify\.(?:success|error)\(\s*(['"`])([^'"`]*)\1/g)) {
    if (/\p{L}/u.test(match[2] ?? '')) found.push(match[2] ?? '');
  }
  return found;
}

// Every source of the app except tests, for texts kept by language beside i18next: a `Record<Locale, …>`
// or an object with a 'pt-br' entry (other than a locale tag). Only the i18n setup keys its loaders by language.
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const KEYED_BY_LANGUAGE_ALLOWED = ['../app/i18n.ts'];

/** The lines of a source that hold something keyed by language. */
function keyedByLanguage(source: string): string[] {
  return source
    .split('\n')
    .filter(
      (line) =>
        /Record<\s*(?:Exclude<\s*)?Locale\b/.test(line) ||
        /^\s*['"]pt-br['"]\s*:\s*(?!['"][\w-]{2,5}['"],?$)\S/.test(line),
    )
    .map((line) => line.trim());
}

describe('user-facing text', () => {
  it('finds literals the way the scan means to', () => {
    expect(
      literalTexts(`
        <Button aria-label="Close">Save now</Button>
        <TextInput label={'Name'} placeholder="e.g. Plumbing" />
        {/* a comment <b>not text</b> */}
        <Text>{t('ok')}</Text>
        const size = useState<File | null>(null);
        notify.error('Failed!');
      `),
    ).toEqual(
      ['Save now', 'not text', 'Close', 'Name', 'e.g. Plumbing', 'Failed!'].filter(
        (text) => text !== 'not text',
      ),
    );
  });

  it('leaves no literal text in any component', () => {
    expect(components.length).toBeGreaterThan(20);
    const leftovers = components.flatMap(([file, source]) =>
      literalTexts(source)
        .filter((text) => !ALLOWED.some((allowed) => allowed.file.test(file) && allowed.text === text))
        .map((text) => `${file.replace('../', 'src/')}: ${text}`),
    );
    expect(leftovers).toEqual([]);
  });

  it('finds texts kept by language the way the scan means to', () => {
    expect(
      keyedByLanguage("const hello: Record<Locale, string> = {\n  en: 'Hello',\n  'pt-br': 'Olá',\n};"),
    ).toEqual(['const hello: Record<Locale, string> = {', "'pt-br': 'Olá',"]);
  });

  it('keeps no texts by language outside i18next', () => {
    expect(sources.length).toBeGreaterThan(20);
    const found = sources
      .filter(([file]) => !KEYED_BY_LANGUAGE_ALLOWED.includes(file))
      .flatMap(([file, source]) =>
        keyedByLanguage(source).map((line) => `${file.replace('../', 'src/')}: ${line}`),
      );
    expect(found).toEqual([]);
  });
});
