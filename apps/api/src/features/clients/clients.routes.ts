import { todayIn } from '@sorted/core/dates/calendar';
import { centsToDecimal } from '@sorted/core/money/cents';
import { customerSchema } from '@sorted/core/schemas/businesses';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { customerOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, includesOf, parseListQuery } from '../../lib/list-query.ts';
import { parseAttributes } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { customerResource } from '../../resources/customers.ts';
import { invoiceSummaryResource } from '../../resources/invoices.ts';
import {
  deleteOrArchiveCustomer,
  insertCustomer,
  invoiceSummaryOf,
  listCustomers,
  recentInvoicesOf,
  updateCustomer,
} from './clients.repository.ts';

/** How many of a client's newest invoices its page shows. */
const RECENT_INVOICES = 5;

/** Clients (customers), scoped to the signed-in user; the list searches name, e-mail and ABN. */
export function clientsRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /customers'> }>('/customers', async (request) => {
      const query = parseListQuery(request, ['name', 'created_at'] as const, 'name');
      const { rows, total } = await listCustomers(kysely, currentUserId(request), {
        search: query.search,
        limit: query.page.size,
        offset: query.offset,
        sort: query.sort.column,
        direction: query.sort.direction,
      });
      return listDocument(
        rows.map((row) => customerResource(row)),
        { total, ...query.page },
      );
    });

    api.get<{ Reply: ContractReply<'GET /customers/:id'> }>('/customers/:id', async (request) => {
      const userId = currentUserId(request);
      const customer = await customerOfUser(kysely, userId, idParam(request));
      if (!customer) throw notFound();
      const include = includesOf(request);
      if (!include.has('invoice') && !include.has('invoices'))
        return singleDocument(customerResource(customer));
      // The client's page: its newest invoices, and what it has paid and still owes.
      const [recent, summary] = await Promise.all([
        recentInvoicesOf(kysely, userId, customer.id, RECENT_INVOICES),
        invoiceSummaryOf(kysely, userId, customer.id),
      ]);
      const today = todayIn(deps.timeZone);
      return {
        ...singleDocument(
          customerResource(
            customer,
            recent.map((invoice) => invoice.id),
          ),
          recent.map((invoice) => invoiceSummaryResource(invoice, today)),
        ),
        meta: {
          invoices: {
            count: summary.count,
            received: centsToDecimal(summary.received),
            outstanding: centsToDecimal(summary.outstanding),
          },
        },
      };
    });

    api.post<{ Reply: ContractReply<'POST /customers'> }>('/customers', async (request, reply) => {
      const input = parseAttributes(customerSchema, request);
      const customer = await insertCustomer(kysely, currentUserId(request), input);
      return reply.code(201).send(singleDocument(customerResource(customer)));
    });

    api.patch<{ Reply: ContractReply<'PATCH /customers/:id'> }>('/customers/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await customerOfUser(kysely, userId, id))) throw notFound();
      const input = parseAttributes(customerSchema, request);
      const customer = await updateCustomer(kysely, userId, id, input, new Date().toISOString());
      if (!customer) throw notFound();
      return singleDocument(customerResource(customer));
    });

    api.delete<{ Reply: ContractReply<'DELETE /customers/:id'> }>(
      '/customers/:id',
      async (request, reply) => {
        const outcome = await deleteOrArchiveCustomer(
          kysely,
          currentUserId(request),
          idParam(request),
          new Date().toISOString(),
        );
        if (!outcome) throw notFound();
        return reply.code(204).send();
      },
    );
  };
}
