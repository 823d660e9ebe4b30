import type { IsoDate } from '@sorted/core/dates/calendar';
import { bankAccountSchema } from '@sorted/core/schemas/bank-accounts';
import type { FormSchema } from '../../lib/form.ts';
import type { BankAccount } from './bank-accounts.ts';

// The bank account form's state as people type it (strings), what it sends, and its checks: pure, so the
// drawer and the tests share one set of rules.

export interface BankAccountFormValues {
  /** The business it belongs to (`relationships.company`). */
  company: string | null;
  name: string;
  bsb: string;
  /**
   * Typed whole when adding. The API never sends it back whole (only its last four digits), so when
   * editing it starts empty and is sent only when retyped.
   */
  account_number: string;
  /** Dollars and cents as typed; blank is nothing in it. */
  opening_balance: string;
  opening_date: IsoDate;
}

/** What the API receives: the attributes, and the business as its relationship. */
export interface BankAccountPayload {
  attributes: {
    name: string;
    bsb: string | null;
    account_number?: string | null;
    opening_balance: string | null;
    opening_date: string;
  };
  companyId: string | null;
}

export function emptyBankAccount(today: IsoDate, companyId: string | null): BankAccountFormValues {
  return {
    company: companyId,
    name: '',
    bsb: '',
    account_number: '',
    opening_balance: '',
    opening_date: today,
  };
}

export function formValuesOf(account: BankAccount): BankAccountFormValues {
  return {
    company: account.companyId,
    name: account.name,
    bsb: account.bsb ?? '',
    account_number: '',
    opening_balance: account.opening_balance,
    opening_date: account.opening_date,
  };
}

const trimmedOrNull = (text: string) => {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
};

/** The request of the form's values; an edit leaves the account number as it is unless one was typed. */
export function payloadOf(values: BankAccountFormValues, editing: boolean): BankAccountPayload {
  const accountNumber = trimmedOrNull(values.account_number);
  return {
    attributes: {
      name: values.name.trim(),
      bsb: trimmedOrNull(values.bsb),
      ...(editing && accountNumber === null ? {} : { account_number: accountNumber }),
      opening_balance: trimmedOrNull(values.opening_balance),
      opening_date: values.opening_date,
    },
    companyId: values.company,
  };
}

/** Field path → message key, the first per field: the business, then the API's own schema. */
function validateBankAccount(values: BankAccountFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.company) errors.company = 'company_required';
  const parsed = bankAccountSchema.safeParse(payloadOf(values, false).attributes);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}

/** validateBankAccount as a schema for useSchemaForm. */
export const bankAccountFormSchema: FormSchema = {
  safeParse(values) {
    const errors = validateBankAccount(values as BankAccountFormValues);
    const issues = Object.entries(errors).map(([path, message]) => ({ path: [path], message }));
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};
