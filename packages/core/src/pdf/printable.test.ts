import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { coreResources } from '../i18n/translate.ts';
import { describeCharacters, isPrintable, unprintableCharacters } from './printable.ts';

// Every letter and mark of the five languages the app speaks, upper and lower case.
const ALPHABETS = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  de: 'äöüßẞ',
  es: 'áéíóúüñ¿¡ºª',
  fr: 'àâæçéèêëîïôœùûüÿ«»',
  'pt-br': 'ãõáâàçéêíóôú',
};
const PUNCTUATION = '0123456789 .,;:!?\'"()[]{}-–—‘’“”„…/\\&@#%*+=<>|~^_$€£¥¢©®™°±×÷§¶•·';

describe('printable text', () => {
  it.each(LOCALES)(
    'prints every character of %s and of its texts (PDF labels, messages, mails)',
    (locale) => {
      const letters = Object.values(ALPHABETS).join('');
      const texts = JSON.stringify(coreResources[locale]);
      const text = `${letters}${letters.toUpperCase()}${PUNCTUATION}${texts}`;
      expect(unprintableCharacters(text)).toEqual([]);
    },
  );

  it.each([
    'Zoë Müller-Łukasz',
    'Ångström Café Ñandú',
    'Œuvre d’art “São João”',
    '42 Wallaby Way\nSydney NSW 2000\ttab',
    'no\u00a0break and\u2009thin space',
  ])('prints %j', (text) => {
    expect(unprintableCharacters(text)).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['株式会社', ['株', '式', '会', '社']],
    ['Kangaroo 🦘 Tours', ['🦘']],
    ['🚀🚀 launch 👍', ['🚀', '👍']],
    ['Café 東京 cafe 東', ['東', '京']],
    ['한국어', ['한', '국', '어']],
    ['ひらがな', ['ひ', 'ら', 'が', 'な']],
    ['Made in 🇦🇺', ['🇦', '🇺']],
    ['bell\u0007', ['\u0007']],
  ])('refuses the characters of %j that the fonts lack', (text, characters) => {
    expect(unprintableCharacters(text)).toEqual(characters);
  });

  it('follows the real font: DejaVu Sans has a few emoticons, such as 😀, and prints them', () => {
    expect(isPrintable('😀')).toBe(true);
    expect(isPrintable('🙂')).toBe(false);
  });

  it('takes plain ASCII text without a lookup only because the fonts print every such character', () => {
    for (let point = 0x20; point <= 0x7e; point++)
      expect(isPrintable(String.fromCodePoint(point))).toBe(true);
    expect(unprintableCharacters('Invoice INV-0001 for ACME Pty Ltd, $1,234.50 (10% GST)\n')).toEqual([]);
    expect(unprintableCharacters('ACME \u0007 Pty')).toEqual(['\u0007']);
  });

  it('names invisible characters by code point', () => {
    expect(describeCharacters(['株', '🦘', '\u0007', '\u{e0001}'])).toBe('株 🦘 U+0007 U+E0001');
  });
});
