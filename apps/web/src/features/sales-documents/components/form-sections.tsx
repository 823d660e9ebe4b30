import {
  Divider,
  Grid,
  type GridColProps,
  Group,
  Paper,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { addDays, daysBetween, isIsoDate } from '@sorted/core/dates/calendar';
import type { Totals } from '@sorted/core/invoices/totals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
import type { DocumentValues } from '../document-form-model.ts';
import { DocumentItems } from './document-items.tsx';
import { DocumentTotals } from './document-totals.tsx';

// The parts of a document's form that every kind shares (the account's invoice, the free invoice, a
// quote); a kind passes its own fields and wording.

type ErrorOf = (path: string) => string | undefined;

/** A bordered card around one part of the form. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}

/** One field of a document's heading: its number, a reference, or one of its dates. */
export interface HeaderField<Values> {
  field: keyof Values & string;
  label: string;
  span: NonNullable<GridColProps['span']>;
  /** A date (YYYY-MM-DD) picked from a calendar, rather than text. */
  date?: boolean;
  /**
   * A later date that keeps its distance from this one: moving the invoice date moves the due date by
   * as many days (the terms kept), the quote's date its valid-until.
   */
  carries?: keyof Values & string;
  required?: boolean;
  maxLength?: number;
  name?: string;
}

/** The document's heading fields in one row: its number, reference and dates, as the kind lists them. */
export function HeaderFields<Values extends object>({
  fields,
  values,
  errorOf,
  onChange,
}: {
  fields: readonly HeaderField<Values>[];
  values: Values;
  errorOf: ErrorOf;
  onChange: (patch: Partial<Values>, changed: string) => void;
}) {
  const text = (field: keyof Values & string) => String(values[field] ?? '');
  const set = (field: keyof Values & string, value: string) => {
    const patch: Record<string, string> = { [field]: value };
    const carried = fields.find((entry) => entry.field === field)?.carries;
    const before = text(field);
    const later = carried === undefined ? '' : text(carried);
    if (carried !== undefined && isIsoDate(before) && isIsoDate(value) && isIsoDate(later)) {
      patch[carried] = addDays(later, daysBetween(before, value));
    }
    onChange(patch as Partial<Values>, field);
  };
  return (
    <FormSection>
      <Grid gap="md">
        {fields.map(({ field, label, span, date, required, maxLength, name }) => (
          <Grid.Col key={field} span={span}>
            {date ? (
              <DateField
                label={label}
                required={required ?? false}
                value={text(field)}
                error={errorOf(field)}
                onChange={(next) => set(field, next)}
              />
            ) : (
              <TextInput
                label={label}
                required={required ?? false}
                {...(maxLength === undefined ? {} : { maxLength })}
                {...(name === undefined ? {} : { name })}
                value={text(field)}
                error={errorOf(field)}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            )}
          </Grid.Col>
        ))}
      </Grid>
    </FormSection>
  );
}

/** What the items section shows and changes. */
type ItemsValues = Pick<DocumentValues, 'items' | 'prices_include_gst'>;

/** The items with their live amounts, the GST-inclusive switch (when registered) and the totals. */
export function ItemsSection({
  values,
  totals,
  gstRegistered,
  errorOf,
  onChange,
}: {
  values: ItemsValues;
  errorOf: ErrorOf;
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
        <DocumentItems
          items={values.items}
          lines={totals.lines}
          gstRegistered={gstRegistered}
          errorOf={errorOf}
          onChange={(items, changed) => onChange({ items }, changed)}
        />
        <Divider />
        <DocumentTotals totals={totals} gstRegistered={gstRegistered} />
      </Stack>
    </FormSection>
  );
}

type NoteValues = Pick<DocumentValues, 'note_enabled' | 'note'>;

/** The optional note behind its switch, and what the kind adds below it (an invoice's payment details). */
export function NoteSection({
  values,
  errorOf,
  onChange,
  labels,
  children,
}: {
  values: NoteValues;
  errorOf: ErrorOf;
  onChange: (patch: Partial<NoteValues>, changed: string) => void;
  labels: { addNote: string; note: string };
  children?: ReactNode;
}) {
  return (
    <FormSection>
      <Stack gap="md">
        <Switch
          label={labels.addNote}
          checked={values.note_enabled}
          onChange={(event) => onChange({ note_enabled: event.currentTarget.checked }, 'note')}
        />
        {values.note_enabled && (
          <Textarea
            label={labels.note}
            autosize
            minRows={3}
            maxLength={2000}
            value={values.note}
            error={errorOf('note')}
            onChange={(event) => onChange({ note: event.currentTarget.value }, 'note')}
          />
        )}
        {children}
      </Stack>
    </FormSection>
  );
}
