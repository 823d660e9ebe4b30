import type { InvoiceDocument } from '@sorted/core/contract/invoices';
import { todayIn } from '@sorted/core/dates/calendar';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { includesOf } from '../../lib/list-query.ts';
import { invoiceItemResource, invoiceResource } from '../../resources/invoices.ts';
import { includedParties } from '../../sales-documents/included-parties.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { scheduleOfInvoice, sendingsOf } from './invoices.repository.ts';

type Included = NonNullable<InvoiceDocument['included']>[number];

/**
 * One of the user's invoices as every route that answers with it does: with what `include` asks for (its
 * client, business and PayIDs, its items), the mails sent of it and the schedule that made it; a 404 when
 * it is not theirs.
 */
export async function invoiceDocument(
  deps: { db: Db; timeZone: string },
  request: FastifyRequest,
  userId: number,
  id: number,
) {
  const { kysely } = deps.db;
  const row = await findDocument(kysely, userId, 'invoice', id);
  if (!row) throw notFound();
  const include = includesOf(request);
  const items = await documentItemsOf(kysely, userId, 'invoice', [row.id]);
  const included: Included[] = await includedParties(deps.db, userId, [row], include, { payments: true });
  if (include.has('items')) included.push(...items.map(invoiceItemResource));
  const [sendings, scheduleId] = await Promise.all([
    sendingsOf(kysely, userId, row.id),
    scheduleOfInvoice(kysely, userId, row.id),
  ]);
  const made = scheduleId === undefined ? {} : { recurring_schedule_id: String(scheduleId) };
  return {
    ...singleDocument(
      invoiceResource(
        row,
        todayIn(deps.timeZone),
        items,
        sendings.some((sending) => sending.kind === 'invoice'),
      ),
      included,
    ),
    meta: { sendings, ...made },
  };
}
