import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';

/** What a failed sign-in or account request tells: too many tries (a 429), or `otherwise`. */
export function failureText(t: TFunction, error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.status === 429 ? t('auth.errors.throttled') : otherwise;
}
