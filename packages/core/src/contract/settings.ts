import { z } from 'zod';
import { resource, single } from './json-api.ts';

/** GET /settings: what the web app must know of the server before anyone signs in. */
export const settingsAttributes = z.strictObject({ time_zone: z.string(), google_sign_in: z.boolean() });
export type SettingsAttributes = z.infer<typeof settingsAttributes>;
export const settingsDocument = single(resource('settings', settingsAttributes));
export type SettingsDocument = z.infer<typeof settingsDocument>;
