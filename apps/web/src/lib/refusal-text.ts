import { ApiError } from './api.ts';
import { errorText } from './validation-errors.ts';

/** What the API refuses a document's action with by default: a client without an e-mail, the mail limit. */
const REFUSALS: readonly number[] = [422, 429];

/**
 * Why the API would not do what was asked, for a person, in their language: a 422 (a client without an
 * e-mail) or a 429 (the account's mail limit), and any other status the kind names (a quote's state,
 * 409). Null for any other failure, which gets a generic message.
 */
export function refusalText(
  error: unknown,
  language: string | undefined,
  refused: readonly number[] = REFUSALS,
): string | null {
  if (!(error instanceof ApiError) || !refused.includes(error.status)) return null;
  const first = error.errors[0];
  return (first && errorText(first, language)) || null;
}
