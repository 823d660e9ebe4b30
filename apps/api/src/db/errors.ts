/** A unique constraint refused the write (SQLite's message, PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return ('code' in error && error.code === '23505') || /UNIQUE constraint failed/.test(error.message);
}

// Socket errors, PostgreSQL's connection-exception class (08…) and shutdown codes (57P01 admin shutdown,
// 57P02 crash shutdown, 57P03 starting up), and what node-postgres says when a connection dies or none
// comes within its timeout.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The database could not be reached or went away mid-query: worth a retry later, not a bug. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    if (UNREACHABLE_MESSAGES.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnreachable)) return true;
    cause = cause.cause;
  }
  return false;
}
