import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * `column LIKE '%term%'` with the term's own % and _ taken literally. The ESCAPE clause is spelled out
 * because SQLite has no default escape character (PostgreSQL's is the backslash).
 */
export function contains(column: Expression<unknown>, term: string): RawBuilder<boolean> {
  return matches(column, containsPattern(term));
}

/** The LIKE pattern of `contains`, for a prepared query that takes it as a value. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column LIKE pattern`, the pattern escaped as `containsPattern` escapes it. */
export function matches(column: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}
