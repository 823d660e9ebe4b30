import type { Locale } from '@sorted/core/i18n/locales';
import type { SupportRequestInput } from '@sorted/core/schemas/support';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { findRequester, insertSupportRequest, type SupportRequestRow } from './support.repository.ts';
import { supportRequestMail } from './support-mail.ts';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  supportEmail: string;
}

/** At most five requests an hour per user: enough for a real problem, too few to flood the team. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

/** Keeps a user's support request and e-mails it to the support address through the outbox. */
export async function submitSupportRequest(
  deps: SupportDeps,
  userId: number,
  input: SupportRequestInput,
  locale: Locale,
): Promise<SupportRequestRow> {
  await deps.limiter.hit(`support-request:${userId}`, SUPPORT_REQUESTS_PER_HOUR, 60 * 60);
  const requester = await findRequester(deps.db.kysely, userId);
  if (!requester) throw new HttpError(401, 'Unauthenticated.');
  const request = await insertSupportRequest(deps.db.kysely, userId, {
    subject: input.subject,
    message: input.message,
    invoiceRef: input.invoice_ref,
    locale,
  });
  await deps.mailer.send(supportRequestMail(deps.supportEmail, request, { id: userId, ...requester }));
  return request;
}
