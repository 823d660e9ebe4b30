import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderFields, NoteSection } from '../../sales-documents/index.ts';
import type { InvoiceFormValues } from '../invoice-form-model.ts';

// The invoice's own parts of the document form, shared by the account's form and the free invoice.

interface SectionProps {
  values: InvoiceFormValues;
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<InvoiceFormValues>, changed: string) => void;
}

/** Invoice number, reference, invoice date and due date. */
export function InvoiceHeaderFields({ values, errorOf, onChange }: SectionProps) {
  const { t } = useTranslation();
  return (
    <HeaderFields<InvoiceFormValues>
      values={values}
      errorOf={errorOf}
      onChange={onChange}
      fields={[
        { field: 'name', label: t('invoices.form.number'), required: true, span: { base: 12, sm: 6, md: 3 } },
        { field: 'ref', label: t('invoices.form.ref'), maxLength: 100, span: { base: 12, sm: 6, md: 3 } },
        {
          field: 'invoice_date',
          label: t('invoices.form.invoiceDate'),
          date: true,
          carries: 'due_date',
          required: true,
          span: { base: 6, md: 3 },
        },
        {
          field: 'due_date',
          label: t('invoices.form.dueDate'),
          date: true,
          required: true,
          span: { base: 6, md: 3 },
        },
      ]}
    />
  );
}

/** The optional note, and the switch that shows the payment details given as children. */
export function NoteAndPayment({
  values,
  errorOf,
  onChange,
  children,
}: SectionProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <NoteSection
      values={values}
      errorOf={errorOf}
      onChange={onChange}
      labels={{ addNote: t('invoices.form.addNote'), note: t('invoices.form.note') }}
    >
      <Switch
        label={t('invoices.form.addPayment')}
        checked={values.payment_enabled}
        onChange={(event) => onChange({ payment_enabled: event.currentTarget.checked }, 'payment')}
      />
      {values.payment_enabled && children}
    </NoteSection>
  );
}
