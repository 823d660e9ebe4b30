import multipart from '@fastify/multipart';
import type { Locale } from '@sorted/core/i18n/locales';
import { columnMappingSchema, qifDateOrderSchema } from '@sorted/core/schemas/bank-accounts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { countUpload, singleFileUpload, uploadedForm } from '../../lib/uploaded-file.ts';
import { fieldError, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { bankAccountRow } from './bank-accounts.repository.ts';
import { findBankImport, listBankImports } from './bank-imports.repository.ts';
import { bankImportResource } from './bank-resources.ts';
import { importStatement, type StatementUpload } from './import-statement.ts';
import { undoBankImport } from './undo-bank-import.ts';

/** Statements up to 10 MB (a few years of a busy account's lines); past it, 413. */
const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The import form's text fields: a column mapping (JSON) and a QIF file's order of day and month. */
function optionsOf(
  fields: { mapping?: string; qif_date_order?: string },
  locale: Locale,
): Pick<StatementUpload, 'mapping' | 'qifDateOrder'> {
  let mapping: StatementUpload['mapping'];
  if (fields.mapping !== undefined && fields.mapping.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(fields.mapping);
    } catch {
      throw fieldError(locale, 'mapping', 'statement_mapping_invalid');
    }
    const parsed = columnMappingSchema.safeParse(json);
    if (!parsed.success) throw fieldError(locale, 'mapping', 'statement_mapping_invalid');
    mapping = parsed.data;
  }
  let qifDateOrder: StatementUpload['qifDateOrder'];
  if (fields.qif_date_order !== undefined && fields.qif_date_order !== '') {
    const parsed = qifDateOrderSchema.safeParse(fields.qif_date_order);
    if (!parsed.success) throw fieldError(locale, 'qif_date_order', 'statement_date_order_invalid');
    qifDateOrder = parsed.data;
  }
  return { mapping, qifDateOrder };
}

/** Statement imports into a bank account: upload, list, undo (issue 29). */
export function bankImportsRoutes(deps: { db: Db; limiter: RateLimiter }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;
  return async (api) => {
    api.addHook('preHandler', requireUser);
    await api.register(multipart, singleFileUpload(STATEMENT_MAX_BYTES, { fields: 4, fieldSize: 64 * 1024 }));

    api.post<{ Reply: ContractReply<'POST /bank-accounts/:id/imports'> }>(
      '/bank-accounts/:id/imports',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const locale = requestLocale(request);
        if (!(await bankAccountRow(kysely, userId, id))) throw notFound();
        await countUpload(deps.limiter, userId);
        const upload = await uploadedForm(
          request,
          'file',
          { required: 'statement_required', tooLarge: 'statement_too_large' },
          ['mapping', 'qif_date_order'],
        );
        const importId = await importStatement(
          db,
          userId,
          id,
          { bytes: upload.bytes, fileName: upload.fileName, ...optionsOf(upload.fields, locale) },
          locale,
        );
        const created = await findBankImport(kysely, userId, importId);
        if (!created) throw notFound();
        return reply.code(201).send(singleDocument(bankImportResource(created)));
      },
    );

    api.get<{ Reply: ContractReply<'GET /bank-accounts/:id/imports'> }>(
      '/bank-accounts/:id/imports',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const query = parseListQuery(request, ['created_at'] as const, '-created_at');
        if (!(await bankAccountRow(kysely, userId, id))) throw notFound();
        const { rows, total } = await listBankImports(kysely, userId, id, {
          limit: query.page.size,
          offset: query.offset,
        });
        return listDocument(rows.map(bankImportResource), { total, ...query.page });
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /bank-imports/:id'> }>(
      '/bank-imports/:id',
      async (request, reply) => {
        await undoBankImport(db, currentUserId(request), idParam(request), requestLocale(request));
        return reply.code(204).send();
      },
    );
  };
}
