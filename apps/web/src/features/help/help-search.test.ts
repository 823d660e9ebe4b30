import { describe, expect, it } from 'vitest';
import { foldText, searchTopics } from './help-search.ts';

const topics = [
  { id: 'password', texts: ['How do I reset my password?', 'Select Forgot Password on the sign-in page.'] },
  { id: 'payid', texts: ['Como adiciono PayID?', 'Os dados bancários são informados em cada fatura.'] },
  { id: 'german', texts: ['Wie ändere ich die Sprache?', 'Über das Sprachmenü.'] },
];
const ids = (query: string) => searchTopics(topics, query, (topic) => topic.texts).map((topic) => topic.id);

describe('help search', () => {
  it('folds case and accents', () => {
    expect(foldText('Über FAÇADE Ñandú')).toBe('uber facade nandu');
  });

  it('keeps every topic for a blank query', () => {
    expect(ids('')).toEqual(['password', 'payid', 'german']);
    expect(ids('   ')).toEqual(['password', 'payid', 'german']);
  });

  it('matches the question or the answer, whatever the case and accents', () => {
    expect(ids('PASSWORD')).toEqual(['password']);
    expect(ids('sign-in')).toEqual(['password']);
    expect(ids('bancarios')).toEqual(['payid']);
    expect(ids('uber')).toEqual(['german']);
    expect(ids('ÄNDERE')).toEqual(['german']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids('page forgot')).toEqual(['password']);
    expect(ids('forgot fatura')).toEqual([]);
  });

  it('finds nothing for words in no topic', () => {
    expect(ids('kangaroo')).toEqual([]);
  });
});
