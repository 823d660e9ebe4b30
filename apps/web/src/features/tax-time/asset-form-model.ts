import { centsToDecimal, parseCents } from '@sorted/core/money/cents';
import { assetSchema } from '@sorted/core/schemas/assets';
import { assetFromExpense } from '@sorted/core/tax-time/asset-from-expense';
import type { AssetMethod } from '@sorted/core/tax-time/depreciation-schedule';
import type { FormSchema } from '../../lib/form.ts';
import type { Company } from '../businesses/index.ts';
import type { Expense } from '../expenses/index.ts';
import type { RegisterAsset } from './assets-data.ts';

// The asset's form as people type it (strings), what it sends, and its checks: the API's own schema
// (packages/core/src/schemas/assets.ts).

export interface AssetFormValues {
  company: string | null;
  /** The expense that bought it, if it was recorded from one. */
  expense: string | null;
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
        expense: asset.expenseId,
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
        expense: null,
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

/** The longest name an asset may have (the API's schema). */
const NAME_MAX = 100;

/**
 * The form filled from the expense that bought the asset: its description (or supplier) as the name, the
 * cost less the GST credit the business claims (core's assetFromExpense), its business use, and its date
 * as the first use, which the person may change. What they set already (life, method) stays.
 */
export function valuesFromExpense(
  values: AssetFormValues,
  expense: Expense,
  company: Pick<Company, 'gst_registered' | 'gst_registered_from'> | undefined,
): AssetFormValues {
  const worked = assetFromExpense(
    {
      amount: parseCents(expense.amount) ?? 0,
      gst: parseCents(expense.gst) ?? 0,
      businessUsePercent: expense.business_use_percent,
      date: expense.expense_date,
    },
    {
      gstRegistered: company?.gst_registered ?? false,
      gstRegisteredFrom: company?.gst_registered_from ?? null,
    },
  );
  return {
    ...values,
    company: expense.companyId,
    expense: expense.id,
    name: (expense.description?.trim() || expense.supplier_name).slice(0, NAME_MAX),
    cost: centsToDecimal(worked.cost),
    first_used: worked.firstUsed,
    business_use_percent: String(worked.businessUsePercent),
  };
}

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
