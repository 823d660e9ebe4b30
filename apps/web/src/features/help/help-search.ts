/** Lower case without accents or other marks, so "facturação" matches "facturacao" and "É" matches "e". */
export function foldText(text: string, locale?: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * The entries whose texts contain every word of the query, ignoring case and accents; a blank query
 * keeps them all. `texts` gives an entry's searchable texts (question and answer) in the current language.
 */
export function searchTopics<T>(
  entries: readonly T[],
  query: string,
  texts: (entry: T) => readonly string[],
  locale?: string,
): T[] {
  const words = foldText(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldText(texts(entry).join('\n'), locale);
    return words.every((word) => haystack.includes(word));
  });
}
