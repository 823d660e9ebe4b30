import { type SelectQueryBuilder, sql } from 'kysely';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * A page of what `base` finds, its rows as `rowsOf` selects and orders them, and how many it finds in
 * all: the two queries of every paged list, run side by side.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  window: PageWindow,
  rowsOf: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf(base).limit(window.limit).offset(window.offset).execute(),
    base.select(sql<number>`count(*)`.as('total')).$castTo<{ total: number }>().executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
