import { isValidationMessageKey, type ValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import { invoiceTotals, QUANTITY_DECIMALS, QUANTITY_SCALE, type Totals } from '@sorted/core/invoices/totals';
import { parseCents } from '@sorted/core/money/cents';
import { parseDecimal } from '@sorted/core/money/decimal';
import type { FormSchema } from '../../lib/form.ts';

// What every sales document's form shares (an invoice's, a quote's, a recurring schedule's items): the
// item rows as people type them, what they send, the live totals, and how errors come and go. Pure, so
// that each kind's model (and the tests) use one set of rules.

export interface ItemValues {
  /** Stable React key for the row. */
  key: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
  taxable: boolean;
}

/** An item as the API receives it (amounts are left out: the server works them out). */
export interface ItemPayload {
  name: string;
  description: string | null;
  quantity: string;
  price: string;
  taxable: boolean;
}

/** What every document's form holds besides its own fields. */
export interface DocumentValues {
  customer_id: string | null;
  company_id: string | null;
  prices_include_gst: boolean;
  items: ItemValues[];
  note_enabled: boolean;
  note: string;
}

let nextKey = 0;
export const newItemKey = () => `item-${++nextKey}`;

export const emptyItem = (): ItemValues => ({
  key: newItemKey(),
  name: '',
  description: '',
  quantity: '1',
  price: '',
  taxable: true,
});

export const trimmedOrNull = (text: string) => text.trim() || null;

/** A saved document's items as the form shows them. */
export function itemValuesOf(
  items: readonly {
    name: string;
    description: string | null;
    quantity: string;
    price: string;
    taxable: boolean;
  }[],
): ItemValues[] {
  return items.map((item) => ({
    key: newItemKey(),
    name: item.name,
    description: item.description ?? '',
    quantity: item.quantity,
    price: item.price,
    taxable: item.taxable,
  }));
}

/** A new document's shared fields: no client or business yet, one empty item, no note. */
export function emptyDocument(): DocumentValues {
  return {
    customer_id: null,
    company_id: null,
    prices_include_gst: false,
    items: [emptyItem()],
    note_enabled: false,
    note: '',
  };
}

/** A saved document's shared fields as the form shows them. */
export function documentValuesOf(document: {
  customerId: string | null;
  companyId: string | null;
  prices_include_gst: boolean;
  items: Parameters<typeof itemValuesOf>[0];
  note: string | null;
}): DocumentValues {
  return {
    customer_id: document.customerId,
    company_id: document.companyId,
    prices_include_gst: document.prices_include_gst,
    items: itemValuesOf(document.items),
    note_enabled: Boolean(document.note),
    note: document.note ?? '',
  };
}

/** The shared fields as the API receives them: a note only when it is on, trimmed. */
export function documentPayloadOf(values: DocumentValues) {
  return {
    customer_id: values.customer_id,
    company_id: values.company_id,
    prices_include_gst: values.prices_include_gst,
    note: values.note_enabled ? trimmedOrNull(values.note) : null,
    items: itemsPayloadOf(values.items),
  };
}

/** The form's items as the API receives them: trimmed, an empty note as none. */
export function itemsPayloadOf(items: readonly ItemValues[]): ItemPayload[] {
  return items.map((item) => ({
    name: item.name.trim(),
    description: trimmedOrNull(item.description),
    quantity: item.quantity.trim(),
    price: item.price.trim(),
    taxable: item.taxable,
  }));
}

/** Field path (`name`, `customer`, `items.0.price`, `bank.bsb`) → message key, the first per field. */
export type FormErrors = Record<string, ValidationMessageKey | string>;

/**
 * A document's checks before a save: its client and business, then the server's own schema over what
 * would be sent, each issue under the form's path of its field.
 */
export function documentErrors(
  values: Pick<DocumentValues, 'customer_id' | 'company_id'>,
  schema: FormSchema,
  payload: unknown,
): FormErrors {
  const errors: FormErrors = {};
  if (!values.customer_id) errors.customer = 'customer_required';
  if (!values.company_id) errors.company = 'company_required';
  const parsed = schema.safeParse(payload);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** A validate function as a schema for useSchemaForm: its issues under the form's paths (`items.0.price`). */
export function formSchemaOf<Values>(validate: (values: Values) => FormErrors): FormSchema {
  return {
    safeParse(values) {
      const errors = validate(values as Values);
      const issues = Object.entries(errors).map(([path, message]) => ({ path: path.split('.'), message }));
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}

/** Whether two states would save the same document (Save stays off when nothing changed). */
export function samePayload<Values>(payloadOf: (values: Values) => unknown) {
  return (a: Values, b: Values): boolean => JSON.stringify(payloadOf(a)) === JSON.stringify(payloadOf(b));
}

/** Live totals while typing: rows that are not amounts yet count as zero. */
export function formTotals(
  values: Pick<DocumentValues, 'items' | 'prices_include_gst'>,
  gstRegistered: boolean,
): Totals {
  return invoiceTotals({
    lines: values.items.map((item) => {
      const quantity = parseDecimal(item.quantity, QUANTITY_DECIMALS);
      const price = parseCents(item.price);
      return {
        quantityMilli:
          quantity.ok && quantity.value > 0 && quantity.value <= 1_000_000 * QUANTITY_SCALE
            ? quantity.value
            : 0,
        priceCents: price !== null && price > 0 ? price : 0,
        taxable: item.taxable,
      };
    }),
    gstRegistered,
    pricesIncludeGst: gstRegistered && values.prices_include_gst,
  });
}

/**
 * Errors that still apply after an edit. The form's own checks (message keys) are run again, so an
 * error goes as soon as its field is fixed; the server's (already texts, e.g. a taken number) stay
 * until the field they name is edited.
 */
export function remainingErrors<Values>(
  errors: FormErrors,
  values: Values,
  changed: string,
  validate: (values: Values) => FormErrors,
  /** Whether an error came from the server (by default: it is a text, not a message key). */
  fromServer: (message: string) => boolean = (message) => !isValidationMessageKey(message),
): FormErrors {
  if (Object.keys(errors).length === 0) return errors;
  const current = validate(values);
  const touches = (field: string) =>
    field === changed || field.startsWith(`${changed}.`) || changed.startsWith(`${field}.`);
  const kept: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const now = current[field];
    if (now !== undefined) kept[field] = now;
    else if (fromServer(message) && !touches(field)) kept[field] = message;
  }
  return kept;
}
