import type {
  AssetAttributes,
  AssetDocument,
  AssetListDocument,
  AssetResource,
  DepreciationAttributes,
  DepreciationDocument,
} from '@sorted/core/contract/assets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type AssetFormValues, assetPayloadOf } from './asset-form-model.ts';

// The asset register's calls (issue 31, item 3) and the year's depreciation schedule; the documents are
// typed by the contract (packages/core/src/contract/assets.ts).

export type RegisterAsset = AssetAttributes & { id: string; companyId: string; expenseId: string | null };
export type BusinessSchedule = DepreciationAttributes & { companyId: string };
export interface YearDepreciation {
  schedules: BusinessSchedule[];
  total: string;
}

const assetsKey = ['tax-time', 'assets'] as const;

const assetFrom = (resource: AssetResource): RegisterAsset => ({
  id: resource.id,
  ...resource.attributes,
  companyId: resource.relationships.company.data.id,
  expenseId: resource.relationships.expense.data?.id ?? null,
});

export function useAssets() {
  return useQuery({
    queryKey: [...assetsKey, 'list'],
    queryFn: async ({ signal }) =>
      (await api.get<AssetListDocument>('/assets', { signal })).data.map(assetFrom),
  });
}

/** Each business's depreciation schedule for the financial year ("2025-26"). */
export function useDepreciation(year: string) {
  return useQuery({
    queryKey: [...assetsKey, 'depreciation', year],
    queryFn: async ({ signal }): Promise<YearDepreciation> => {
      const document = await api.get<DepreciationDocument>(
        `/tax-years/${encodeURIComponent(year)}/depreciation`,
        { signal },
      );
      return {
        schedules: document.data.map((schedule) => ({
          ...schedule.attributes,
          companyId: schedule.relationships.company.data.id,
        })),
        total: document.meta.total,
      };
    },
  });
}

/** Adds an asset, or saves an edited (or disposed of) one. */
export function useSaveAsset(asset?: RegisterAsset) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AssetFormValues) => {
      const body = {
        data: {
          type: 'assets',
          ...(asset ? { id: asset.id } : {}),
          attributes: assetPayloadOf(values),
          relationships: {
            company: { data: values.company ? { type: 'companies', id: values.company } : null },
            // Left out, the asset is linked to no expense.
            ...(values.expense ? { expense: { data: { type: 'expenses', id: values.expense } } } : {}),
          },
        },
      };
      const document = asset
        ? await api.patch<AssetDocument>(`/assets/${encodeURIComponent(asset.id)}`, body)
        : await api.post<AssetDocument>('/assets', body);
      return assetFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: RegisterAsset) => api.delete(`/assets/${encodeURIComponent(asset.id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }),
  });
}
