import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  deleteStoredFile,
  deleteStoredFileById,
  findStoredFile,
  findStoredFileById,
  insertStoredFile,
  type NewStoredFile,
} from './stored-files.repository.ts';

// The one place uploaded files are kept and served: in the database (several servers on one PostgreSQL
// see the same files, a backup holds them, and a file goes with its owner's account). Each call takes
// the database or a transaction, so a file can be saved in the same transaction as the record using it.

export type FileKind = 'profile-image' | 'receipt' | 'logo' | 'bank-statement';

export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

/** Files are found by their name (in a URL, as profile images are) or by their id (held by a record). */
export const fileStore = {
  /** Keeps a file; answers its id. */
  put: (db: Kysely<Database>, userId: number, file: NewStoredFile & { kind: FileKind }) =>
    insertStoredFile(db, userId, file),
  /** The owner's file; another user's answers like a missing one. */
  get: (db: Kysely<Database>, userId: number, name: string): Promise<StoredFile | undefined> =>
    findStoredFile(db, userId, name),
  getById: (db: Kysely<Database>, userId: number, id: number): Promise<StoredFile | undefined> =>
    findStoredFileById(db, userId, id),
  remove: (db: Kysely<Database>, userId: number, name: string) => deleteStoredFile(db, userId, name),
  removeById: (db: Kysely<Database>, userId: number, id: number) => deleteStoredFileById(db, userId, id),
};

/**
 * Sends a stored file to its owner: its own type, never sniffed, never cached by a shared cache, and under
 * a policy that runs nothing in it even if it is opened on its own (an SVG or HTML passed off as an image).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  disposition: { inline: true } | { attachment: string },
): FastifyReply {
  const contentDisposition =
    'inline' in disposition
      ? 'inline'
      : `attachment; filename="${disposition.attachment.replaceAll(/["\\\r\n]/g, '_')}"`;
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
