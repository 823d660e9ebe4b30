// The kinds of records that keep a history, and what an entry can say happened. Entries are written by
// the API in the transaction of the write they describe and shown by the web in the reader's language.

import { oneOf } from '../identifiers/one-of.ts';

export const HISTORY_RECORD_TYPES = ['invoice', 'quote', 'expense', 'bas-period'] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];

export const HISTORY_ACTIONS = [
  'created',
  'edited',
  'revised',
  'sent',
  'reminder-sent',
  'viewed',
  'payment-recorded',
  'payment-removed',
  'note-issued',
  'voided',
  'withdrawn',
  'accepted',
  'declined',
  'converted',
  'lodged',
  'confirmed-past-lock',
  'changed-after-lodgement',
  'deleted',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTORS = ['owner', 'client', 'system'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

export const isHistoryRecordType = oneOf(HISTORY_RECORD_TYPES);

export const isHistoryAction = oneOf(HISTORY_ACTIONS);
