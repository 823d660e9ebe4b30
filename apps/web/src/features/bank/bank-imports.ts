import type { ColumnMapping } from '@sorted/core/bank/statement';
import type {
  BankImportAttributes,
  BankImportResource,
  bankImportDocument,
  bankImportListDocument,
} from '@sorted/core/contract/bank';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiUpload } from '../../lib/api.ts';
import { bankKey, refreshBank } from './bank-accounts.ts';

// A bank account's statement imports: sending a file (with the column mapping or the QIF date order
// when the API asked for one), the list of imports, and undoing one.

/** An import as screens use it: its attributes and its id. */
export type BankImport = BankImportAttributes & { id: string };

type BankImportDocument = z.infer<typeof bankImportDocument>;
type BankImportListDocument = z.infer<typeof bankImportListDocument>;

/** The API's largest page; an account imported weekly fills it in two years. */
const LISTED = 100;

const importFrom = (resource: BankImportResource): BankImport => ({
  id: resource.id,
  ...resource.attributes,
});

/** A statement file and what the owner said of it when the API asked. */
export interface StatementUpload {
  file: File;
  /** How to read a CSV in no layout Sorted knows (the column mapper's answer). */
  mapping?: ColumnMapping;
  /** A QIF file's order of day and month. */
  qifDateOrder?: 'DMY' | 'MDY';
}

async function importStatement(accountId: string, upload: StatementUpload): Promise<BankImport> {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  if (upload.mapping) form.append('mapping', JSON.stringify(upload.mapping));
  if (upload.qifDateOrder) form.append('qif_date_order', upload.qifDateOrder);
  const path = `/bank-accounts/${encodeURIComponent(accountId)}/imports`;
  return importFrom((await apiUpload<BankImportDocument>(path, form)).data);
}

async function fetchImports(accountId: string, signal: AbortSignal): Promise<BankImport[]> {
  const document = await api.get<BankImportListDocument>(
    `/bank-accounts/${encodeURIComponent(accountId)}/imports?page[size]=${LISTED}`,
    { signal },
  );
  return document.data.map(importFrom);
}

/** An account's imports, newest first (the API's order). */
export function useBankImports(accountId: string) {
  return useQuery({
    queryKey: [...bankKey, 'imports', accountId],
    queryFn: ({ signal }) => fetchImports(accountId, signal),
  });
}

/** Imports a statement into the account; its figures, imports and lines follow. */
export function useImportStatement(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: StatementUpload) => importStatement(accountId, upload),
    onSuccess: () => refreshBank(queryClient),
  });
}

/** Undoes an import as a whole; the API refuses (409) one with a reconciled line. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (undone: BankImport) => api.delete(`/bank-imports/${encodeURIComponent(undone.id)}`),
    onSettled: () => refreshBank(queryClient),
  });
}
