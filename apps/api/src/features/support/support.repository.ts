import type { Kysely, Selectable } from 'kysely';
import type { Database, SupportRequestsTable } from '../../db/schema.ts';

// Support requests of the signed-in user; every query names its owner.

export type SupportRequestRow = Selectable<SupportRequestsTable>;

export interface NewSupportRequest {
  subject: string;
  message: string;
  invoiceRef: string | null;
  locale: string;
}

export async function insertSupportRequest(
  db: Kysely<Database>,
  userId: number,
  request: NewSupportRequest,
): Promise<SupportRequestRow> {
  return db
    .insertInto('support_requests')
    .values({
      user_id: userId,
      subject: request.subject,
      message: request.message,
      invoice_ref: request.invoiceRef,
      locale: request.locale,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Who wrote in: the name and e-mail the support team replies to. */
export async function findRequester(
  db: Kysely<Database>,
  userId: number,
): Promise<{ name: string; email: string } | undefined> {
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
}
