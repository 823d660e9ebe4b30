/** A unique constraint refused the write (SQLite's message, PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return ('code' in error && error.code === '23505') || /UNIQUE constraint failed/.test(error.message);
}
