import type { StatementError, StatementErrorCode } from './statement.ts';

const MAX_TEXT = 80;

/**
 * Thrown by a reader at the first thing in the file it cannot read, and turned by `parseStatement` into
 * its `{ ok: false }` answer: nothing of a bad file is kept, so there is nothing to carry on with.
 */
export class StatementProblem extends Error {
  readonly error: StatementError;

  constructor(code: StatementErrorCode, line: number | null, text: string | null) {
    const shown = text === null ? null : [...text.trim()].slice(0, MAX_TEXT).join('');
    super(`${code} at line ${line ?? '?'}: ${shown ?? ''}`);
    this.error = { code, line, text: shown };
  }
}
