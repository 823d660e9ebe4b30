/** Records are numbered in 32-bit integer columns (PostgreSQL's `integer`); a larger number names none. */
export const RECORD_ID_MAX = 2_147_483_647;

/** Whether a number can be the id of a record: a whole number from 1 to RECORD_ID_MAX. */
export const isRecordId = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= RECORD_ID_MAX;
