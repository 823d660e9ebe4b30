import { ApiError } from './api.ts';

// A record dated in a BAS period marked as lodged answers 409 `period_locked` to a change or a delete.
// The write is then asked again with `confirm=locked-period` once the person has confirmed in the
// dialog the app frame registers (ui/locked-period-dialog.tsx): the change shows as an adjustment on
// the next open BAS.

type Confirmer = (message: string) => Promise<boolean>;
let confirmer: Confirmer | null = null;

export function setLockedPeriodConfirmer(next: Confirmer | null): void {
  confirmer = next;
}

export const isPeriodLocked = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.errors.some((entry) => entry.code === 'period_locked');

/** `path` with the query parameter that confirms a change to a lodged period. */
export const confirmedPath = (path: string, confirm: boolean) =>
  confirm ? `${path}${path.includes('?') ? '&' : '?'}confirm=locked-period` : path;

/** Runs a write; when it touches a lodged period, asks, and runs it again confirmed (or rethrows). */
export async function confirmingLockedPeriod<T>(write: (confirm: boolean) => Promise<T>): Promise<T> {
  try {
    return await write(false);
  } catch (error) {
    if (!isPeriodLocked(error) || !confirmer) throw error;
    if (!(await confirmer(error.message))) throw error;
    return write(true);
  }
}
