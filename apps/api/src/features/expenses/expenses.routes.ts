import multipart from '@fastify/multipart';
import { isIsoDate, todayIn } from '@sorted/core/dates/calendar';
import { isExpenseCategory } from '@sorted/core/expenses/categories';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { centsToDecimal } from '@sorted/core/money/cents';
import { expenseSchema } from '@sorted/core/schemas/expenses';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { countUpload, singleFileUpload, uploadedFile } from '../../lib/uploaded-file.ts';
import {
  fieldError,
  nullableRelationshipId,
  optionalRelationshipId,
  parseAttributes,
  relationshipId,
  requestLocale,
} from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { expenseResource } from '../../resources/expenses.ts';
import { fileStore, sendStoredFile } from '../../storage/file-store.ts';
import { type ExpenseFilters, expenseTotalsOf, findExpense, listExpenses } from './expenses.repository.ts';
import { newReceiptName, prepareReceipt, RECEIPT_MAX_BYTES } from './receipts.ts';
import {
  createExpense,
  type ExpenseLinks,
  editExpense,
  removeExpense,
  replaceReceipt,
} from './save-expense.ts';

/** The list's filters; a value that cannot be one is refused rather than ignored. */
function filtersOf(request: FastifyRequest, search: string | undefined): ExpenseFilters {
  const query = request.query as Record<string, unknown>;
  const text = (name: string) => {
    const value = query[`filter[${name}]`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const date = (name: string) => {
    const value = text(name);
    if (value !== undefined && !isIsoDate(value)) {
      throw new HttpError(400, `The filter[${name}] parameter is not valid.`);
    }
    return value;
  };
  const category = text('category');
  if (category !== undefined && !isExpenseCategory(category)) {
    throw new HttpError(400, 'The filter[category] parameter is not valid.');
  }
  const company = text('company_id');
  const companyId = company === undefined ? undefined : Number(company);
  if (companyId !== undefined && !isRecordId(companyId)) {
    throw new HttpError(400, 'The filter[company_id] parameter is not valid.');
  }
  return { search, category, from: date('from'), to: date('to'), companyId };
}

/**
 * The expense's business and the vehicle it is for. An edit that leaves the vehicle out unassigns it,
 * as an edit sends the whole expense.
 */
const expenseLinksOf = (request: FastifyRequest): ExpenseLinks => ({
  companyId: relationshipId(request, 'company', 'company_required'),
  vehicleId: nullableRelationshipId(request, 'vehicle', 'expense_vehicle_not_found'),
});

/** Expenses and their receipts, scoped to the signed-in user. */
export function expensesRoutes(deps: { db: Db; limiter: RateLimiter; timeZone: string }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function expenseDocument(userId: number, id: number) {
    const expense = await findExpense(kysely, userId, id);
    if (!expense) throw notFound();
    return singleDocument(expenseResource(expense));
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);
    await api.register(multipart, singleFileUpload(RECEIPT_MAX_BYTES));

    api.get<{ Reply: ContractReply<'GET /expenses'> }>('/expenses', async (request) => {
      const userId = currentUserId(request);
      const query = parseListQuery<'expense_date' | 'amount' | 'supplier_name'>(
        request,
        ['expense_date', 'amount', 'supplier_name'] as const,
        '-expense_date',
      );
      const filters = filtersOf(request, query.search);
      const [rows, totals] = await Promise.all([
        listExpenses(kysely, userId, filters, {
          limit: query.page.size,
          offset: query.offset,
          sort: query.sort.column,
          direction: query.sort.direction,
        }),
        expenseTotalsOf(kysely, userId, filters),
      ]);
      return {
        data: rows.map(expenseResource),
        meta: {
          page: { total: totals.count, ...query.page },
          totals: {
            count: totals.count,
            amount: centsToDecimal(totals.amount),
            gst: centsToDecimal(totals.gst),
            gst_credit: centsToDecimal(totals.gstCredit),
            deductible: centsToDecimal(totals.deductible),
          },
        },
      };
    });

    api.get<{ Reply: ContractReply<'GET /expenses/:id'> }>('/expenses/:id', (request) =>
      expenseDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /expenses'> }>('/expenses', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(expenseSchema, request);
      const link = expenseLinksOf(request);
      const captureId = optionalRelationshipId(request, 'receipt_capture', 'receipt_capture_gone');
      const id = await createExpense(
        db,
        ownerContext(request, userId),
        input,
        link,
        requestLocale(request),
        captureId,
      );
      return reply.code(201).send(await expenseDocument(userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /expenses/:id'> }>('/expenses/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      const expense = await findExpense(kysely, userId, id);
      if (!expense) throw notFound();
      const input = parseAttributes(expenseSchema, request);
      await editExpense(
        db,
        ownerContext(request, userId),
        id,
        input,
        expenseLinksOf(request),
        requestLocale(request),
      );
      return expenseDocument(userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /expenses/:id'> }>('/expenses/:id', async (request, reply) => {
      const userId = currentUserId(request);
      await removeExpense(db, ownerContext(request, userId), idParam(request));
      return reply.code(204).send();
    });

    api.put<{ Reply: ContractReply<'PUT /expenses/:id/receipt'> }>(
      '/expenses/:id/receipt',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        if (!(await findExpense(kysely, userId, id))) throw notFound();
        await countUpload(deps.limiter, userId);
        const upload = await uploadedFile(request, 'receipt', {
          required: 'receipt_required',
          tooLarge: 'receipt_too_large',
        });
        const receipt = await prepareReceipt(upload);
        if (!receipt) throw fieldError(requestLocale(request), 'receipt', 'receipt_type');
        await replaceReceipt(
          db,
          userId,
          id,
          { ...receipt, name: newReceiptName(userId, receipt.contentType) },
          todayIn(deps.timeZone),
        );
        return expenseDocument(userId, id);
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /expenses/:id/receipt'> }>(
      '/expenses/:id/receipt',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await replaceReceipt(db, userId, id, null, todayIn(deps.timeZone));
        return expenseDocument(userId, id);
      },
    );

    // Only its owner gets the file, under the strict policy: a photo opens in the browser; a PDF is
    // downloaded, since browsers refuse to show one in a sandboxed document.
    api.get('/expenses/:id/receipt', async (request, reply) => {
      const userId = currentUserId(request);
      const expense = await findExpense(kysely, userId, idParam(request));
      if (expense?.receipt_file_id == null) throw notFound();
      const file = await fileStore.getById(kysely, userId, expense.receipt_file_id);
      if (!file) throw notFound();
      const pdf = file.contentType === 'application/pdf';
      return sendStoredFile(
        reply,
        file,
        pdf ? { attachment: `receipt-${expense.id}.pdf` } : { inline: true },
      );
    });
  };
}
