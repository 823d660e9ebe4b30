// Its own module: the sign-in page needs the default, not the calendar.

import type { SettingsDocument } from '@sorted/core/contract/settings';
import { DEFAULT_TIME_ZONE } from '@sorted/core/dates/time-zone';
import { api } from './api.ts';

// What the server says of itself (GET /settings), so the web keeps no copy: the time zone of "today"
// and of financial years, and whether Google sign-in is offered. Asked once a page.

export interface AppSettings {
  timeZone: string;
  /** Unknown until the server has answered (the button stays, and a click finds out). */
  googleSignIn: boolean | undefined;
}

const UNKNOWN: AppSettings = { timeZone: DEFAULT_TIME_ZONE, googleSignIn: undefined };
let current = UNKNOWN;
let loading: Promise<AppSettings> | undefined;

/** The server's settings; until it answers (or when it cannot), the defaults it has unless told otherwise. */
export function loadAppSettings(): Promise<AppSettings> {
  loading ??= api
    .get<SettingsDocument>('/settings', { allowUnauthorized: true })
    .then(({ data }) => {
      const { time_zone: timeZone, google_sign_in: googleSignIn } = data.attributes;
      if (typeof timeZone !== 'string' || typeof googleSignIn !== 'boolean') throw new TypeError('settings');
      current = { timeZone, googleSignIn };
      return current;
    })
    .catch(() => {
      // Asked again by the next screen that needs them; meanwhile the defaults hold.
      loading = undefined;
      return current;
    });
  return loading;
}

/** Where "today", overdue and financial years are decided: the server's APP_TIMEZONE. */
export function appTimeZone(): string {
  return current.timeZone;
}

/** A screen that decides dates loads with the settings, so its first "today" is the server's. */
export function withAppSettings<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAppSettings()]).then(([module]) => module);
}

export function resetAppSettingsForTests(): void {
  current = UNKNOWN;
  loading = undefined;
}
