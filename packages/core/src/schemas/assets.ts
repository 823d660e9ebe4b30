import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { ASSET_METHODS } from '../tax-time/depreciation-schedule.ts';
import { message, typedDecimal } from './fields.ts';

// An asset of the register (issue 31, item 3), as the API takes it and the web's form checks it. Money is
// typed as dollars ("2,400.00") and read to cents; the effective life is in years ("3.33" = 3⅓, "7.5").

const MAX_CENTS = 10_000_000_000; // $100,000,000.00

const money = (key: ValidationMessageKey, min: number) =>
  typedDecimal(2, { invalid: key, decimals: 'price_decimals' }).refine(
    (cents) => cents >= min && cents <= MAX_CENTS,
    message(key),
  );

const date = (key: ValidationMessageKey) =>
  z
    .string(message(key))
    .trim()
    .refine((value) => isIsoDate(value), message(key));

/** Years to whole months: lives like 3⅓ ("3.33", 40 months) and 7.5 (90) are exact for core. */
const lifeMonths = typedDecimal(2, { invalid: 'asset_life_invalid', decimals: 'asset_life_invalid' })
  .transform((hundredths) => Math.round((hundredths * 12) / 100))
  .refine((months) => months >= 1 && months <= 1_200, message('asset_life_invalid'));

export const assetSchema = z
  .object({
    name: z
      .string(message('asset_name_required'))
      .trim()
      .min(1, message('asset_name_required'))
      .max(100, message('asset_name_too_long')),
    /** Excl. GST when the business is registered for GST. */
    cost: money('asset_cost_invalid', 1),
    first_used: date('asset_first_used_required'),
    business_use_percent: z
      .number(message('business_use_invalid'))
      .int(message('business_use_invalid'))
      .min(1, message('business_use_invalid'))
      .max(100, message('business_use_invalid')),
    effective_life_years: lifeMonths,
    method: z.enum(ASSET_METHODS, message('asset_method_invalid')),
    is_car: z.boolean(message('asset_method_invalid')).optional().default(false),
    disposed_on: z
      .string(message('date_invalid'))
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isIsoDate(value), message('date_invalid')),
    proceeds: money('asset_proceeds_invalid', 0)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((asset, context) => {
    if (asset.disposed_on && isIsoDate(asset.first_used) && asset.disposed_on < asset.first_used) {
      context.addIssue({
        code: 'custom',
        message: message('asset_disposed_before_used'),
        path: ['disposed_on'],
      });
    }
  })
  .transform((asset) => ({
    name: asset.name,
    cost_cents: asset.cost,
    first_used: asset.first_used,
    business_use_bps: asset.business_use_percent * 100,
    effective_life_months: asset.effective_life_years,
    method: asset.method,
    is_car: asset.is_car,
    disposed_on: asset.disposed_on,
    /** Proceeds only go with a disposal (nothing received is 0). */
    proceeds_cents: asset.disposed_on ? (asset.proceeds ?? 0) : null,
  }));
export type AssetInput = z.input<typeof assetSchema>;
export type Asset = z.output<typeof assetSchema>;
