import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9', 'de'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['fr-CA', 'fr'],
    ['ja,es;q=0.5', 'es'],
    ['zh-CN', 'en'],
    ['en-AU', 'en'],
  ])('picks %j as %s', (preference, locale) => {
    expect(pickLocale(preference)).toBe(locale);
  });
});
