import type { CompanyResource, PaymentDetailResource } from '@sorted/core/contract/companies';
import { addMonths } from '@sorted/core/dashboard/periods';
import { isReportingPeriod } from '@sorted/core/gst/bas-periods';
import { isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { normalisePlan, type ReminderStep } from '@sorted/core/reminders/reminder-plan';
import type { Selectable } from 'kysely';
import type { CompaniesTable, PaymentDetailsTable } from '../db/schema.ts';

// Shared by every feature that shows businesses (their own screens, and invoices that include them).
type CompanyRow = Selectable<CompaniesTable>;
type PaymentDetailRow = Selectable<PaymentDetailsTable>;

export function paymentDetailResource(row: PaymentDetailRow): PaymentDetailResource {
  return {
    type: 'paymentDetails',
    id: String(row.id),
    attributes: {
      payid: row.payid,
      payid_type: row.payid_type,
      name: row.name,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: { company: { data: { type: 'companies', id: String(row.company_id) } } },
  };
}

/** A business's reminder steps as kept (a JSON array), read leniently: a step unknown to this version is dropped. */
export function reminderPlanOf(row: Pick<CompanyRow, 'reminder_steps'>): ReminderStep[] {
  try {
    const steps: unknown = JSON.parse(row.reminder_steps);
    return Array.isArray(steps) ? normalisePlan(steps.filter((step) => typeof step === 'number')) : [];
  } catch {
    return [];
  }
}

/**
 * A company; `paymentDetail` is its newest saved PayID, `paymentDetails` all of them (newest first).
 * `lastLodgedMonth` (its own answers only): the last month of its latest lodged BAS period, null for none.
 */
export function companyResource(
  row: CompanyRow,
  paymentDetails: PaymentDetailRow[],
  bas?: { lastLodgedMonth: string | null },
): CompanyResource {
  const identifiers = paymentDetails.map((detail) => ({
    type: 'paymentDetails' as const,
    id: String(detail.id),
  }));
  return {
    type: 'companies',
    id: String(row.id),
    attributes: {
      name: row.name,
      email: row.email,
      abn: row.abn,
      abn_formatted: formatAbn(row.abn),
      phone: row.phone,
      address: row.address,
      gst_registered: Boolean(row.gst_registered),
      gst_registered_from: row.gst_registered ? row.gst_registered_from : null,
      ...(bas && { bas_changes_from: bas.lastLodgedMonth && addMonths(bas.lastLodgedMonth, 1) }),
      bas_reporting_period: isReportingPeriod(row.bas_reporting_period)
        ? row.bas_reporting_period
        : 'quarterly',
      bas_accounting_basis: isAccountingBasis(row.bas_accounting_basis) ? row.bas_accounting_basis : 'cash',
      accent_color: row.accent_color,
      // The file's id in the URL: a new logo is a new address, so no browser shows the old one.
      logo_url: row.logo_file_id === null ? null : `/api/v1/companies/${row.id}/logo?v=${row.logo_file_id}`,
      reminders_enabled: Boolean(row.reminders_enabled),
      reminder_steps: reminderPlanOf(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: { paymentDetail: { data: identifiers[0] ?? null }, paymentDetails: { data: identifiers } },
  };
}
