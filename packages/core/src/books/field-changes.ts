// What an edit changed, for a record's history: each field whose value differs, before → after, as the
// text the History panel shows (amounts as decimal strings, dates as YYYY-MM-DD).

export type FieldValue = string | number | boolean | null | undefined;
export type FieldChanges = Record<string, [string | null, string | null]>;

const text = (value: FieldValue): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The fields (in the order given) whose values differ between `before` and `after`. */
export function fieldChanges<K extends string>(
  before: Readonly<Record<K, FieldValue>>,
  after: Readonly<Record<K, FieldValue>>,
  fields: readonly K[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const was = text(before[field]);
    const is = text(after[field]);
    if (was !== is) changes[field] = [was, is];
  }
  return changes;
}
