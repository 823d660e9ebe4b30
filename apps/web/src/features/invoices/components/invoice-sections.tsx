import { Divider, Grid, Group, Paper, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { Totals } from '@sorted/core/invoices/totals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFormValues } from '../invoice-form-model.ts';
import { DateField } from './date-field.tsx';
import { InvoiceItems } from './invoice-items.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';

// The parts of an invoice form that the account's form and the free invoice share.

type Change = (patch: Partial<InvoiceFormValues>, changed: string) => void;

interface SectionProps {
  values: InvoiceFormValues;
  errorOf: (path: string) => string | undefined;
  onChange: Change;
}

/** A bordered card around one part of the form. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}

/** Invoice number, reference, invoice date and due date. */
export function InvoiceHeaderFields({ values, errorOf, onChange }: SectionProps) {
  const { t } = useTranslation();
  const text = (field: 'name' | 'ref') => ({
    value: values[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }, field),
  });
  return (
    <FormSection>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('invoices.form.number')} required {...text('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={t('invoices.form.ref')} maxLength={100} {...text('ref')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('invoices.form.invoiceDate')}
            required
            value={values.invoice_date}
            error={errorOf('invoice_date')}
            onChange={(date) => onChange({ invoice_date: date }, 'invoice_date')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('invoices.form.dueDate')}
            required
            value={values.due_date}
            error={errorOf('due_date')}
            onChange={(date) => onChange({ due_date: date }, 'due_date')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

/** What the items section shows and changes: a quote's form has them too. */
type ItemsValues = Pick<InvoiceFormValues, 'items' | 'prices_include_gst'>;

/** The items with their live amounts, the GST-inclusive switch (when registered) and the totals. */
export function ItemsSection({
  values,
  totals,
  gstRegistered,
  errorOf,
  onChange,
}: {
  values: ItemsValues;
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<ItemsValues>, changed: string) => void;
  totals: Totals;
  gstRegistered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormSection>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('invoices.form.items')}
          </Title>
          {gstRegistered && (
            <Switch
              label={t('invoices.form.pricesIncludeGst')}
              checked={values.prices_include_gst}
              onChange={(event) =>
                onChange({ prices_include_gst: event.currentTarget.checked }, 'prices_include_gst')
              }
            />
          )}
        </Group>
        <InvoiceItems
          items={values.items}
          lines={totals.lines}
          gstRegistered={gstRegistered}
          errorOf={errorOf}
          onChange={(items, changed) => onChange({ items }, changed)}
        />
        <Divider />
        <InvoiceTotals totals={totals} gstRegistered={gstRegistered} />
      </Stack>
    </FormSection>
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
    <FormSection>
      <Stack gap="md">
        <Switch
          label={t('invoices.form.addNote')}
          checked={values.note_enabled}
          onChange={(event) => onChange({ note_enabled: event.currentTarget.checked }, 'note')}
        />
        {values.note_enabled && (
          <Textarea
            label={t('invoices.form.note')}
            autosize
            minRows={3}
            maxLength={2000}
            value={values.note}
            error={errorOf('note')}
            onChange={(event) => onChange({ note: event.currentTarget.value }, 'note')}
          />
        )}
        <Switch
          label={t('invoices.form.addPayment')}
          checked={values.payment_enabled}
          onChange={(event) => onChange({ payment_enabled: event.currentTarget.checked }, 'payment')}
        />
        {values.payment_enabled && children}
      </Stack>
    </FormSection>
  );
}
