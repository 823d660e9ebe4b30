// Whether a bank narrative names a client or a supplier. Banks cut and reorder names ("J SMITH" for
// "John Smith", "ACME PLUMBING SERV" for "Acme Plumbing Services Pty Ltd") and add their own words,
// so the name is read as its distinctive words, and the narrative as a bag of words.

// Words that say what kind of entity, not which one.
const ENTITY_WORDS = new Set([
  'PTY',
  'LTD',
  'LIMITED',
  'PROPRIETARY',
  'CO',
  'COMPANY',
  'INC',
  'CORP',
  'CORPORATION',
  'THE',
  'AND',
  'OF',
  'TRUST',
  'TRUSTEE',
  'ATF',
  'FOR',
  'AS',
]);

const wordsOf = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');

/** The words that tell a party apart: its name's words of two characters or more, less entity words. */
function distinctiveWords(name: string): string[] {
  return wordsOf(name).filter((word) => word.length >= 2 && !ENTITY_WORDS.has(word));
}

/**
 * Who a narrative names. A name appears when all its distinctive words do, or two of them: a word
 * counts when written whole or cut short by the bank (four letters or more: "PLUMB" for "PLUMBING"),
 * and one of them may be an initial ("J SMITH"). A name of entity words alone is never found. The
 * narrative is read once and each name's answer kept, for the many invoices of one client.
 */
export function namesIn(description: string): (name: string) => boolean {
  const written = wordsOf(description);
  const appears = (word: string) =>
    written.some((other) => other === word || (other.length >= 4 && word.startsWith(other)));
  const answers = new Map<string, boolean>();
  return (name) => {
    const known = answers.get(name);
    if (known !== undefined) return known;
    const wanted = distinctiveWords(name);
    const missing = wanted.filter((word) => !appears(word));
    const found = wanted.length - missing.length;
    const [initial] = missing.map((word) => word[0] ?? '');
    const answer =
      wanted.length > 0 &&
      (missing.length === 0 ||
        found >= 2 ||
        (found === 1 && missing.length === 1 && initial !== undefined && written.includes(initial)));
    answers.set(name, answer);
    return answer;
  };
}
