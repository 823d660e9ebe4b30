import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_ACTORS } from '../books/history.ts';
import { all, resource } from './json-api.ts';

/**
 * One entry of a record's history. `details` say what the action was about: `changes` of an edit
 * (field → [before, after]), the recipient of a mail, a payment's amount and date, a note's number, a
 * void's reason, the lodged period confirmed past. Values are text, amounts decimal strings.
 */
export const historyEntryAttributes = z.strictObject({
  action: z.enum(HISTORY_ACTIONS),
  actor: z.enum(HISTORY_ACTORS),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type HistoryEntryAttributes = z.infer<typeof historyEntryAttributes>;
export const historyEntryResource = resource('historyEntries', historyEntryAttributes);
export type HistoryEntryResource = z.infer<typeof historyEntryResource>;

/** GET /history/:type/:id: a record's history, oldest first. */
export const historyDocument = all(historyEntryResource);
export type HistoryDocument = z.infer<typeof historyDocument>;
