import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fileStore } from './file-store.ts';
import { profileImageOwner, storedFileExists } from './stored-files.repository.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Profile images were kept on the server's disk ($DATA_DIR/uploads/profile-images) before they moved to
 * the database: run at start after the migrations, this moves each one still there into the database
 * under the same name (so its URL keeps working) and deletes it from the disk; a file no account uses
 * is deleted. Running it again finds nothing to do.
 */
export async function moveDiskProfileImages(
  db: Kysely<Database>,
  dataDir: string,
  log?: FastifyBaseLogger,
): Promise<number> {
  const dir = join(dataDir, 'uploads', 'profile-images');
  if (!existsSync(dir)) return 0;
  let moved = 0;
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[extname(name)];
    const path = join(dir, name);
    const owner = contentType ? await profileImageOwner(db, name) : undefined;
    if (contentType && owner !== undefined && !(await storedFileExists(db, name))) {
      await fileStore.put(db, owner, { name, kind: 'profile-image', contentType, bytes: readFileSync(path) });
      moved += 1;
    }
    rmSync(path, { force: true });
  }
  if (moved > 0) log?.info({ moved }, 'profile images moved from the disk into the database');
  return moved;
}
