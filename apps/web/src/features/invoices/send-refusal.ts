import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/validation-errors.ts';

/**
 * Why the API would not do what was asked, for a person, in their language: a 422 (a client without an
 * e-mail) or a 429 (the account's mail limit). Null for any other failure, which gets a generic message.
 */
export function refusalText(error: unknown, language: string | undefined): string | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 429)) return null;
  const first = error.errors[0];
  return (first && errorText(first, language)) || null;
}
