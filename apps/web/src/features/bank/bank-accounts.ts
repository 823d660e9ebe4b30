import type {
  BankAccountAttributes,
  BankAccountResource,
  bankAccountDocument,
  bankAccountListDocument,
} from '@sorted/core/contract/bank';
import type { BankAccountEditRequest, BankAccountRequest } from '@sorted/core/contract/requests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { dashboardKey } from '../../lib/query-keys.ts';
import { type BankAccountFormValues, type BankAccountPayload, payloadOf } from './bank-account-form-model.ts';

// The bank accounts' calls of the API and the shapes the screens use; the documents are typed by the
// contract (packages/core/src/contract/bank.ts).

/** A bank account as screens use it: its attributes, its id and its business's. */
export type BankAccount = BankAccountAttributes & { id: string; companyId: string };

type BankAccountDocument = z.infer<typeof bankAccountDocument>;
type BankAccountListDocument = z.infer<typeof bankAccountListDocument>;

/** Everything of the bank: accounts, their imports and their lines. An import changes all three. */
export const bankKey = ['bank'] as const;
const accountsKey = [...bankKey, 'accounts'] as const;

/** The API's largest page: a business has a handful of bank accounts, never a hundred. */
const ALL = 100;

const accountFrom = (resource: BankAccountResource): BankAccount => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data.id,
});

async function fetchBankAccounts(signal: AbortSignal): Promise<BankAccount[]> {
  const document = await api.get<BankAccountListDocument>(`/bank-accounts?page[size]=${ALL}&sort=name`, {
    signal,
  });
  return document.data.map(accountFrom);
}

async function fetchBankAccount(id: string, signal: AbortSignal): Promise<BankAccount> {
  const document = await api.get<BankAccountDocument>(`/bank-accounts/${encodeURIComponent(id)}`, { signal });
  return accountFrom(document.data);
}

const relationships = (companyId: string | null) => ({
  company: { data: companyId ? { type: 'companies', id: companyId } : null },
});

async function createBankAccount(payload: BankAccountPayload): Promise<BankAccount> {
  const document = await api.post<BankAccountDocument>('/bank-accounts', {
    data: {
      type: 'bank-accounts',
      attributes: payload.attributes,
      relationships: relationships(payload.companyId),
    },
  } satisfies BankAccountRequest);
  return accountFrom(document.data);
}

async function updateBankAccount(id: string, payload: BankAccountPayload): Promise<BankAccount> {
  const document = await api.patch<BankAccountDocument>(`/bank-accounts/${encodeURIComponent(id)}`, {
    data: {
      type: 'bank-accounts',
      id,
      attributes: payload.attributes,
      relationships: relationships(payload.companyId),
    },
  } satisfies BankAccountEditRequest);
  return accountFrom(document.data);
}

/** After a change of the bank: its screens, and the dashboard, which counts the lines still to reconcile. */
export function refreshBank(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);
}

// Queries and mutations: every screen that reads or changes bank accounts goes through these.

/** The user's bank accounts, by name. */
export function useBankAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => fetchBankAccounts(signal) });
}

export function useBankAccount(id: string) {
  return useQuery({
    queryKey: [...bankKey, 'account', id],
    queryFn: ({ signal }) => fetchBankAccount(id, signal),
  });
}

/** Adds a bank account, or saves an edited one; answers the account as saved. */
export function useSaveBankAccount(account?: BankAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BankAccountFormValues) =>
      account
        ? updateBankAccount(account.id, payloadOf(values, true))
        : createBankAccount(payloadOf(values, false)),
    onSuccess: () => refreshBank(queryClient),
  });
}

/** Deletes an account; the API refuses (409) one with reconciled lines. */
export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: BankAccount) => api.delete(`/bank-accounts/${encodeURIComponent(account.id)}`),
    onSuccess: (_, account) => {
      // Its page is left behind, not asked for again (it would answer 404).
      queryClient.removeQueries({ queryKey: [...bankKey, 'account', account.id] });
      return refreshBank(queryClient);
    },
  });
}
