import type {
  ExpenseAttributes,
  ExpenseDocument,
  ExpenseListDocument,
  ExpenseResource,
  ExpenseTotals,
} from '@sorted/core/contract/expenses';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiUpload } from '../../lib/api.ts';
import { pageTotal } from '../../lib/json-api.ts';
import { confirmedPath, confirmingLockedPeriod } from '../../lib/locked-period.ts';
import { receiptCapturesKey, refreshBooks } from '../../lib/query-keys.ts';
import { vehiclesQuery } from '../../lib/vehicles-query.ts';
import { allCompaniesQuery } from '../businesses/index.ts';
import type { ExpensePayload } from './expense-form-model.ts';
import { receiptCapturesQuery } from './receipt-captures.ts';

// The expense calls of the API and the shapes the screens use; the documents are typed by the contract
// (packages/core/src/contract/expenses.ts).

export type { ExpenseTotals } from '@sorted/core/contract/expenses';

/** An expense as screens use it: its attributes, its id and its business's. */
export type Expense = ExpenseAttributes & {
  id: string;
  companyId: string;
  /** The bank line it was reconciled from, if it was made by reconciling one. */
  bankLineId: string | null;
  /** The vehicle a motor-vehicle expense is for, if one was chosen. */
  vehicleId: string | null;
};

export const EXPENSE_PAGE_SIZE = 20;
export const expensesKey = ['expenses'] as const;

export interface ExpenseFilters {
  search: string;
  category: string | null;
  /** One business's expenses only. */
  companyId: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

export interface ExpensePage {
  expenses: Expense[];
  total: number;
  /** Of every expense the filters match, not only this page's. */
  totals: ExpenseTotals;
}

const expenseFrom = (resource: ExpenseResource): Expense => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data.id,
  bankLineId: resource.relationships.bank_line?.data?.id ?? null,
  vehicleId: resource.relationships.vehicle?.data?.id ?? null,
});

/** One page of the user's expenses, newest first, with the totals of all the filters match. */
export async function fetchExpenses(filters: ExpenseFilters, signal?: AbortSignal): Promise<ExpensePage> {
  const params = new URLSearchParams({
    sort: '-expense_date',
    'page[number]': String(filters.page),
    'page[size]': String(EXPENSE_PAGE_SIZE),
  });
  const term = filters.search.trim();
  if (term) params.set('filter[search]', term);
  if (filters.category) params.set('filter[category]', filters.category);
  if (filters.companyId) params.set('filter[company_id]', filters.companyId);
  if (filters.from) params.set('filter[from]', filters.from);
  if (filters.to) params.set('filter[to]', filters.to);
  const document = await api.get<ExpenseListDocument>(
    `/expenses?${params.toString()}`,
    signal ? { signal } : {},
  );
  return {
    expenses: document.data.map(expenseFrom),
    total: pageTotal(document.meta),
    totals: document.meta.totals,
  };
}

function body(payload: ExpensePayload, id?: string, captureId?: string) {
  return {
    data: {
      type: 'expenses',
      ...(id ? { id } : {}),
      attributes: payload.attributes,
      relationships: {
        company: { data: payload.companyId ? { type: 'companies', id: payload.companyId } : null },
        vehicle: { data: payload.vehicleId ? { type: 'vehicles', id: payload.vehicleId } : null },
        // A snapped receipt confirmed: its file becomes the expense's receipt, and it leaves the inbox.
        ...(captureId ? { receipt_capture: { data: { type: 'receipt-captures', id: captureId } } } : {}),
      },
    },
  };
}

export async function createExpense(payload: ExpensePayload, captureId?: string): Promise<Expense> {
  // A new expense dated in a lodged BAS period is saved only once the person confirms.
  const document = await confirmingLockedPeriod((confirm) =>
    api.post<ExpenseDocument>(confirmedPath('/expenses', confirm), body(payload, undefined, captureId)),
  );
  return expenseFrom(document.data);
}

export async function updateExpense(id: string, payload: ExpensePayload): Promise<Expense> {
  const path = `/expenses/${encodeURIComponent(id)}`;
  // An expense of a lodged BAS period changes only once the person confirms (lib/locked-period.ts).
  const document = await confirmingLockedPeriod((confirm) =>
    api.patch<ExpenseDocument>(confirmedPath(path, confirm), body(payload, id)),
  );
  return expenseFrom(document.data);
}

export async function deleteExpense(id: string): Promise<void> {
  await confirmingLockedPeriod((confirm) =>
    api.delete(confirmedPath(`/expenses/${encodeURIComponent(id)}`, confirm)),
  );
}

/** Keeps a receipt with the expense (replacing any it had); the server judges the file by its bytes. */
export async function uploadReceipt(id: string, file: File): Promise<Expense> {
  const form = new FormData();
  form.append('receipt', file, file.name);
  const path = `/expenses/${encodeURIComponent(id)}/receipt`;
  return expenseFrom((await apiUpload<ExpenseDocument>(path, form, { method: 'PUT' })).data);
}

export async function removeReceipt(id: string): Promise<Expense> {
  return expenseFrom((await api.delete<ExpenseDocument>(`/expenses/${encodeURIComponent(id)}/receipt`)).data);
}

// Queries and mutations: every screen that reads or changes expenses goes through these, so each change
// refreshes whatever shows expenses (the list and its totals, the profit and loss, the dashboard's card).

/**
 * What an expense's change touches: the expenses, and what is worked out from them (the profit and
 * loss, the set-aside and the Tax Summary card, the BAS's 1B and its adjustments, the history).
 */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: expensesKey }),
    queryClient.invalidateQueries({ queryKey: receiptCapturesKey }),
    refreshBooks(queryClient),
  ]);
}

const expenseListQuery = (filters: ExpenseFilters) => ({
  queryKey: [...expensesKey, 'list', filters],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchExpenses(filters, signal),
});

export function useExpenses(filters: ExpenseFilters) {
  return useQuery({ ...expenseListQuery(filters), placeholderData: keepPreviousData });
}

/** One of the user's expenses, asked for only once there is an id (an asset recorded from it, say). */
export function useExpense(id: string | null) {
  return useQuery({
    queryKey: [...expensesKey, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      expenseFrom(
        (await api.get<ExpenseDocument>(`/expenses/${encodeURIComponent(id ?? '')}`, { signal })).data,
      ),
  });
}

/**
 * The expense list opened from its address (app/routes.ts), asked for while the screen's code is on its
 * way: what it shows whatever the filters (the businesses' and vehicles' names, the receipts to
 * confirm), and at the bare address its first page. The screen's queries then find their answers as it
 * mounts and start no request of their own.
 */
export function prefetch(client: QueryClient, { search }: { search: URLSearchParams }): void {
  if (search.toString() === '') {
    const filters = { search: '', category: null, companyId: null, from: null, to: null, page: 1 };
    void client.prefetchQuery(expenseListQuery(filters));
  }
  void client.prefetchQuery(allCompaniesQuery);
  void client.prefetchQuery(vehiclesQuery);
  void client.prefetchQuery(receiptCapturesQuery);
}

/** What the form saves: the expense, and what becomes of its receipt. */
export interface ExpenseChange {
  payload: ExpensePayload;
  /** A file to keep as its receipt (replacing any it had). */
  receipt: File | null;
  /** Take the receipt it had away. */
  removeReceipt: boolean;
  /** The snapped receipt this new expense is confirmed from. */
  captureId?: string | undefined;
}

/**
 * The receipt was refused after the expense itself was saved: the form goes on editing `saved` (so
 * saving again does not add it twice) and shows `cause` (a 422 under the receipt field).
 */
export class ReceiptRefused extends Error {
  override readonly name = 'ReceiptRefused';
  readonly saved: Expense;

  constructor(saved: Expense, cause: unknown) {
    super('The receipt was refused', { cause });
    this.saved = saved;
  }
}

/** Adds an expense, or saves an edited one, then its receipt; answers the expense as saved. */
export function useSaveExpense(expense?: Expense) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      payload,
      receipt,
      removeReceipt: remove,
      captureId,
    }: ExpenseChange): Promise<Expense> => {
      let saved = expense
        ? await updateExpense(expense.id, payload)
        : await createExpense(payload, captureId);
      try {
        if (receipt) saved = await uploadReceipt(saved.id, receipt);
        else if (remove && saved.receipt) saved = await removeReceipt(saved.id);
      } catch (error) {
        throw new ReceiptRefused(saved, error);
      }
      return saved;
    },
    // A refused receipt still leaves a saved expense behind, which the list must show.
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expense: Expense) => deleteExpense(expense.id),
    onSuccess: (_, expense) => {
      queryClient.removeQueries({ queryKey: [...expensesKey, 'one', expense.id] });
      return refreshAfterChange(queryClient);
    },
  });
}
