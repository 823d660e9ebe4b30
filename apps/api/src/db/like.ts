import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * `column LIKE '%term%'` with the term's own % and _ taken literally. The ESCAPE clause is spelled out
 * because SQLite has no default escape character (PostgreSQL's is the backslash).
 */
export function contains(column: Expression<unknown>, term: string): RawBuilder<boolean> {
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}
