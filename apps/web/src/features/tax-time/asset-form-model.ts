import { assetSchema } from '@sorted/core/schemas/assets';
import type { AssetMethod } from '@sorted/core/tax-time/depreciation-schedule';
import type { FormSchema } from '../../lib/form.ts';
import type { RegisterAsset } from './assets-data.ts';

// The asset's form as people type it (strings), what it sends, and its checks: the API's own schema
// (packages/core/src/schemas/assets.ts).

export interface AssetFormValues {
  company: string | null;
  name: string;
  cost: string;
  first_used: string;
  business_use_percent: string;
  effective_life_years: string;
  method: AssetMethod;
  is_car: boolean;
  disposed: boolean;
  disposed_on: string;
  proceeds: string;
}

/** Each method's name on screen. */
export const ASSET_METHOD_LABELS = {
  instant: 'assets.methods.instant',
  pool: 'assets.methods.pool',
  diminishing: 'assets.methods.diminishing',
  prime: 'assets.methods.prime',
} as const satisfies Record<AssetMethod, string>;

export const assetFormValues = (
  asset: RegisterAsset | undefined,
  companyId: string | null,
  disposing = false,
): AssetFormValues =>
  asset
    ? {
        company: asset.companyId,
        name: asset.name,
        cost: asset.cost,
        first_used: asset.first_used,
        business_use_percent: String(asset.business_use_percent),
        effective_life_years: asset.effective_life_years,
        method: asset.method,
        is_car: asset.is_car,
        disposed: disposing || asset.disposed_on !== null,
        disposed_on: asset.disposed_on ?? '',
        proceeds: asset.proceeds ?? '',
      }
    : {
        company: companyId,
        name: '',
        cost: '',
        first_used: '',
        business_use_percent: '100',
        effective_life_years: '',
        method: 'instant',
        is_car: false,
        disposed: false,
        disposed_on: '',
        proceeds: '',
      };

export function assetPayloadOf(values: AssetFormValues) {
  const percent = values.business_use_percent.trim();
  return {
    name: values.name.trim(),
    cost: values.cost,
    first_used: values.first_used,
    business_use_percent: /^\d+$/.test(percent) ? Number(percent) : percent,
    effective_life_years: values.effective_life_years,
    method: values.method,
    is_car: values.is_car,
    disposed_on: values.disposed ? values.disposed_on : null,
    proceeds: values.disposed ? values.proceeds || '0' : null,
  };
}

export const assetFormSchema: FormSchema = {
  safeParse(values) {
    const form = values as AssetFormValues;
    const parsed = assetSchema.safeParse(assetPayloadOf(form));
    const issues = [
      ...(form.company ? [] : [{ path: ['company'], message: 'company_required' }]),
      ...(form.disposed && !form.disposed_on ? [{ path: ['disposed_on'], message: 'date_invalid' }] : []),
      ...(parsed.success ? [] : parsed.error.issues),
    ];
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};
