import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface NewStoredFile {
  name: string;
  kind: string;
  contentType: string;
  bytes: Uint8Array;
}

export async function insertStoredFile(
  db: Kysely<Database>,
  userId: number,
  file: NewStoredFile,
): Promise<number> {
  const row = await db
    .insertInto('stored_files')
    .values({
      user_id: userId,
      name: file.name,
      kind: file.kind,
      content_type: file.contentType,
      byte_size: file.bytes.byteLength,
      content: file.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's file of that name; another user's answers like a missing one. */
export async function findStoredFile(
  db: Kysely<Database>,
  userId: number,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select(['content_type', 'content'])
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.content };
}

/** The owner's file of that id, by the record that names it (a receipt). */
export async function findStoredFileById(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select(['content_type', 'content'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.content };
}

export async function deleteStoredFileById(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.deleteFrom('stored_files').where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteStoredFile(db: Kysely<Database>, userId: number, name: string): Promise<void> {
  await db.deleteFrom('stored_files').where('user_id', '=', userId).where('name', '=', name).execute();
}

/** Whether a file of that name is stored (for moving files in from the disk once). */
export async function storedFileExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('stored_files').select('id').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

/** The account whose profile image has this file name, if any (for moving files in from the disk). */
export async function profileImageOwner(db: Kysely<Database>, name: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('profile_image', '=', name).executeTakeFirst();
  return row?.id;
}
