import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { companyLookOf } from '../repositories/company-look.repository.ts';
import { fileStore } from '../storage/file-store.ts';

/**
 * A business's look as the client's page shows it: its logo as a data: URL (the page needs no second
 * request, and the token is not repeated in another address) and its accent colour.
 */
export async function publicLook(
  db: Kysely<Database>,
  userId: number,
  companyId: number,
): Promise<{ logo: string | null; accent_color: string | null }> {
  const look = await companyLookOf(db, userId, companyId);
  const logo =
    look?.logo_file_id == null ? undefined : await fileStore.getById(db, userId, look.logo_file_id);
  return {
    // Logos are kept as PNGs (businesses feature), whatever was uploaded.
    logo: logo ? `data:image/png;base64,${Buffer.from(logo.bytes).toString('base64')}` : null,
    accent_color: look?.accent_color ?? null,
  };
}
