import type { Db } from '../../db/database.ts';
import { lockCompanyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { randomToken } from '../../lib/tokens.ts';
import { fileStore } from '../../storage/file-store.ts';
import { setCompanyLogo } from './businesses.repository.ts';

/**
 * Gives the user's business a new logo (a PNG from prepareLogo), or none: the new file, the business's
 * link to it and the old file's removal are one transaction, so no logo is ever left behind or lost.
 */
export async function replaceCompanyLogo(
  db: Db,
  userId: number,
  companyId: number,
  png: Uint8Array | null,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const company = await lockCompanyOfUser(trx, userId, companyId);
    if (!company) throw notFound();
    const fileId = png
      ? await fileStore.put(trx, userId, {
          name: `logo-${userId}-${randomToken(12)}.png`,
          contentType: 'image/png',
          bytes: png,
          kind: 'logo',
        })
      : null;
    await setCompanyLogo(trx, userId, companyId, fileId, new Date().toISOString());
    if (company.logo_file_id !== null) await fileStore.removeById(trx, userId, company.logo_file_id);
  });
}
