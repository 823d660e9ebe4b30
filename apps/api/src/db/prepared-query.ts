import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './executor.ts';

type Scalar = string | number | boolean | null;

const SLOT = Symbol('prepared query value');
interface Slot {
  [SLOT]: string;
}
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/** Stands in for every value while the query is built: `values.userId` is a slot named "userId". */
const slots = new Proxy({} as Record<string, Scalar>, {
  get: (_target, name) => ({ [SLOT]: String(name) }) as unknown as Scalar,
});

/**
 * A query built and compiled once per database and `shape`, then run with new values. Kysely builds and
 * compiles every query anew; on the hot read paths (every signed-in request's session, the invoice
 * list) that cost about as much as SQLite running the query. `build` must use `values` only as single
 * values (no `in` lists, no `is null`): they are placeholders while it runs. `shape` names whatever
 * changes the SQL itself (which filters apply, the sort direction). Compiled SQL depends on the
 * dialect, so it is kept per adapter (the app adds no Kysely plugins, which could change it too).
 */
export function preparedQuery<Values extends { [K in keyof Values]: Scalar }, Shape extends string, Row>(
  build: (db: Executor, values: Values, shape: Shape) => Compilable<Row>,
): (db: Executor, values: Values, shape: Shape) => Promise<Row[]> {
  const compiled = new WeakMap<object, Map<Shape, CompiledQuery<Row>>>();
  return async (db, values, shape) => {
    const { adapter } = db.getExecutor();
    let byShape = compiled.get(adapter);
    if (!byShape) {
      byShape = new Map();
      compiled.set(adapter, byShape);
    }
    let query = byShape.get(shape);
    if (!query) {
      query = build(db, slots as Values, shape).compile();
      byShape.set(shape, query);
    }
    const parameters = query.parameters.map((parameter) =>
      isSlot(parameter) ? values[parameter[SLOT] as keyof Values] : parameter,
    );
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
