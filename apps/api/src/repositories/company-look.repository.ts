import type { Executor } from '../db/executor.ts';
import { ownedRow } from '../db/owned.ts';

// A business's look (its logo's stored file and its accent colour): set by the businesses feature, read
// by whatever prints for the business (the invoice PDF).

export interface CompanyLookRow {
  logo_file_id: number | null;
  accent_color: string | null;
}

/** The user's business's look, archived or not (its old invoices still print); undefined for another's. */
export function companyLookOf(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<CompanyLookRow | undefined> {
  return ownedRow(db, 'companies', userId, companyId)
    .select(['logo_file_id', 'accent_color'])
    .executeTakeFirst();
}
