import { PRINTABLE_RANGES } from './printable-ranges.ts';

// The generated runs as two sorted arrays, for a binary search per character.
const starts: number[] = [];
const ends: number[] = [];
for (const range of PRINTABLE_RANGES.split(',')) {
  const [start = '', end = start] = range.split('-');
  starts.push(Number.parseInt(start, 36));
  ends.push(Number.parseInt(end, 36));
}

const WHITESPACE = /^\s$/u;
const INVISIBLE = /^\p{C}$/u;

/**
 * Whether the invoice PDF can print the character: its fonts have a glyph for it, or it is whitespace,
 * which the PDF lays out as spaces and line breaks.
 */
export function isPrintable(character: string): boolean {
  if (WHITESPACE.test(character)) return true;
  const point = character.codePointAt(0) ?? 0;
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (point < (starts[middle] ?? 0)) high = middle - 1;
    else if (point > (ends[middle] ?? 0)) low = middle + 1;
    else return true;
  }
  return false;
}

// Printable ASCII and whitespace, which the fonts cover: most text, checked without a lookup per character.
const PLAIN = /^[\x20-\x7e\s]*$/;

/** The distinct characters of `text` the PDF cannot print, in order; empty when it prints whole. */
export function unprintableCharacters(text: string): string[] {
  if (PLAIN.test(text)) return [];
  const found = new Set<string>();
  for (const character of text) if (!isPrintable(character)) found.add(character);
  return [...found];
}

/** The characters for a message: as themselves, or as U+XXXX when they would not show. */
export function describeCharacters(characters: readonly string[]): string {
  return characters
    .map((character) =>
      INVISIBLE.test(character)
        ? `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
        : character,
    )
    .join(' ');
}
