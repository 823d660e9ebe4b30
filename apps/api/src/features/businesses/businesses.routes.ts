import multipart from '@fastify/multipart';
import {
  companyCreateSchema,
  companyUpdateSchema,
  paymentDetailSchema,
} from '@sorted/core/schemas/businesses';
import type { FastifyPluginAsync } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { type CompanyRow, companyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, includesOf, parseListQuery } from '../../lib/list-query.ts';
import { countUpload, singleFileUpload, uploadedFile } from '../../lib/uploaded-file.ts';
import { fieldError, parseAttributes, relationshipId, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { companyResource, paymentDetailResource } from '../../resources/companies.ts';
import { fileStore, sendStoredFile } from '../../storage/file-store.ts';
import {
  deleteOrArchiveCompany,
  deletePaymentDetail,
  findPaymentDetail,
  insertPaymentDetail,
  lastLodgedMonths,
  listCompanies,
  updatePaymentDetail,
} from './businesses.repository.ts';
import { replaceCompanyLogo } from './company-logo.ts';
import { createCompany } from './create-company.ts';
import { LOGO_MAX_BYTES, prepareLogo } from './logos.ts';
import { updateCompanyDetails } from './update-company.ts';

const INCLUDES_PAYMENT = ['paymentDetail', 'paymentDetails', 'payment_details'];

/** Businesses (companies) and their saved PayIDs, all scoped to the signed-in user. */
export function businessesRoutes(deps: {
  db: Db;
  businessLimit: number;
  limiter: RateLimiter;
}): FastifyPluginAsync {
  const { kysely } = deps.db;

  async function companyDocuments(userId: number, rows: CompanyRow[], withPayments: boolean) {
    const details = await paymentDetailsOf(
      kysely,
      userId,
      rows.map((row) => row.id),
    );
    const lodgedThrough = await lastLodgedMonths(
      kysely,
      userId,
      rows.map((row) => row.id),
    );
    const resources = rows.map((row) =>
      companyResource(
        row,
        details.filter((detail) => detail.company_id === row.id),
        { lastLodgedMonth: lodgedThrough.get(row.id) ?? null },
      ),
    );
    return { resources, included: withPayments ? details.map(paymentDetailResource) : [] };
  }

  async function ownCompany(userId: number, id: number): Promise<CompanyRow> {
    const company = await companyOfUser(kysely, userId, id);
    if (!company) throw notFound();
    return company;
  }

  /** The business as its edit answers it: with its PayIDs included. */
  async function companyDocument(userId: number, id: number) {
    const company = await ownCompany(userId, id);
    const { resources, included } = await companyDocuments(userId, [company], true);
    return singleDocument(resources[0] ?? companyResource(company, []), included);
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);
    await api.register(multipart, singleFileUpload(LOGO_MAX_BYTES));

    api.get<{ Reply: ContractReply<'GET /companies'> }>('/companies', async (request) => {
      const userId = currentUserId(request);
      const query = parseListQuery(request, ['name', 'created_at'] as const, 'created_at');
      const { rows, total } = await listCompanies(kysely, userId, {
        limit: query.page.size,
        offset: query.offset,
        sort: query.sort.column,
        direction: query.sort.direction,
      });
      const withPayments = INCLUDES_PAYMENT.some((name) => query.include.has(name));
      const { resources, included } = await companyDocuments(userId, rows, withPayments);
      return listDocument(resources, { total, ...query.page }, included);
    });

    api.get<{ Reply: ContractReply<'GET /companies/:id'> }>('/companies/:id', async (request) => {
      const userId = currentUserId(request);
      const company = await ownCompany(userId, idParam(request));
      const withPayments = INCLUDES_PAYMENT.some((name) => includesOf(request).has(name));
      const { resources, included } = await companyDocuments(userId, [company], withPayments);
      return singleDocument(resources[0] ?? companyResource(company, []), included);
    });

    api.post<{ Reply: ContractReply<'POST /companies'> }>('/companies', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(companyCreateSchema, request);
      const company = await createCompany(deps.db, userId, input, deps.businessLimit);
      const { resources, included } = await companyDocuments(userId, [company], true);
      return reply.code(201).send(singleDocument(resources[0] ?? companyResource(company, []), included));
    });

    api.patch<{ Reply: ContractReply<'PATCH /companies/:id'> }>('/companies/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      await ownCompany(userId, id);
      const input = parseAttributes(companyUpdateSchema, request);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const company = await updateCompanyDetails(
        deps.db,
        ownerContext(request, userId),
        id,
        changes,
        new Date().toISOString(),
      );
      const { resources, included } = await companyDocuments(userId, [company], true);
      return singleDocument(resources[0] ?? companyResource(company, []), included);
    });

    api.delete<{ Reply: ContractReply<'DELETE /companies/:id'> }>(
      '/companies/:id',
      async (request, reply) => {
        const outcome = await deleteOrArchiveCompany(
          kysely,
          currentUserId(request),
          idParam(request),
          new Date().toISOString(),
        );
        if (!outcome) throw notFound();
        return reply.code(204).send();
      },
    );

    api.put<{ Reply: ContractReply<'PUT /companies/:id/logo'> }>('/companies/:id/logo', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      await ownCompany(userId, id);
      await countUpload(deps.limiter, userId);
      const upload = await uploadedFile(request, 'logo', {
        required: 'logo_required',
        tooLarge: 'logo_too_large',
      });
      const png = await prepareLogo(upload);
      if (!png) throw fieldError(requestLocale(request), 'logo', 'logo_type');
      await replaceCompanyLogo(deps.db, userId, id, png);
      return companyDocument(userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /companies/:id/logo'> }>(
      '/companies/:id/logo',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await replaceCompanyLogo(deps.db, userId, id, null);
        return companyDocument(userId, id);
      },
    );

    // Only its owner gets the file, under the strict policy of every stored file.
    api.get('/companies/:id/logo', async (request, reply) => {
      const userId = currentUserId(request);
      const company = await ownCompany(userId, idParam(request));
      const file =
        company.logo_file_id === null
          ? undefined
          : await fileStore.getById(kysely, userId, company.logo_file_id);
      if (!file) throw notFound();
      return sendStoredFile(reply, file, { inline: true });
    });

    api.get<{ Reply: ContractReply<'GET /companies/:id/payment-details'> }>(
      '/companies/:id/payment-details',
      async (request) => {
        const userId = currentUserId(request);
        const company = await ownCompany(userId, idParam(request));
        const details = await paymentDetailsOf(kysely, userId, [company.id]);
        return listDocument(details.map(paymentDetailResource), {
          total: details.length,
          number: 1,
          size: details.length,
        });
      },
    );

    api.post<{ Reply: ContractReply<'POST /paymentDetails'> }>('/paymentDetails', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(paymentDetailSchema, request);
      const company = await ownCompany(userId, relationshipId(request, 'company', 'company_required'));
      const detail = await insertPaymentDetail(kysely, userId, company.id, {
        payid: input.payid.value,
        payid_type: input.payid.type,
        name: input.name,
      });
      return reply.code(201).send(singleDocument(paymentDetailResource(detail)));
    });

    api.patch<{ Reply: ContractReply<'PATCH /paymentDetails/:id'> }>(
      '/paymentDetails/:id',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        if (!(await findPaymentDetail(kysely, userId, id))) throw notFound();
        const input = parseAttributes(paymentDetailSchema, request);
        const detail = await updatePaymentDetail(
          kysely,
          userId,
          id,
          { payid: input.payid.value, payid_type: input.payid.type, name: input.name },
          new Date().toISOString(),
        );
        if (!detail) throw notFound();
        return singleDocument(paymentDetailResource(detail));
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /paymentDetails/:id'> }>(
      '/paymentDetails/:id',
      async (request, reply) => {
        if (!(await deletePaymentDetail(kysely, currentUserId(request), idParam(request)))) throw notFound();
        return reply.code(204).send();
      },
    );
  };
}
