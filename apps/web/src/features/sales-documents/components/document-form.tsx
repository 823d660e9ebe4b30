import { Button, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoBusinessAlert } from '../../businesses/index.ts';
import { type DocumentValues, formTotals } from '../document-form-model.ts';
import type { DocumentForm as DocumentFormState } from '../use-document-form.ts';
import { DocumentParties } from './document-parties.tsx';
import { ItemsSection } from './form-sections.tsx';

interface DocumentFormProps<Values extends DocumentValues> {
  document: DocumentFormState<Values>;
  /** The form's accessible name ("Invoice", "Quote"). */
  label: string;
  /** The kind's heading fields (number, dates…), above Bill To and Pay To. */
  header: ReactNode;
  /** What the kind shows after the items: the note, an invoice's payment details. */
  details: ReactNode;
  actions: ReactNode;
  /** What choosing another business changes besides it (an invoice forgets its PayID). */
  companyPatch?: (id: string | null) => Partial<Values>;
  /** Given for a kind whose documents can be locked: the whole form is then disabled (shown, not edited). */
  readOnly?: boolean;
}

/** The one form of every sales document: heading, parties, items and totals, the kind's details, actions. */
export function DocumentForm<Values extends DocumentValues>({
  document,
  label,
  header,
  details,
  actions,
  companyPatch = (id) => ({ company_id: id }) as Partial<Values>,
  readOnly,
}: DocumentFormProps<Values>) {
  const { t } = useTranslation();
  const { values, companies, gstRegistered, errorOf, change } = document;
  const parts = (
    <Stack gap="lg">
      {companies.isSuccess && companies.data.length === 0 && (
        <NoBusinessAlert
          title={t('invoices.form.noBusinessTitle')}
          text={t('invoices.form.noBusiness')}
          addLabel={t('invoices.form.addBusiness')}
        />
      )}
      {header}
      <DocumentParties
        client={document.client}
        onClient={document.chooseClient}
        companies={companies}
        companyId={values.company_id}
        onCompany={(id) => change(companyPatch(id), 'company')}
        errorOf={errorOf}
      />
      <ItemsSection
        values={values}
        totals={formTotals(values, gstRegistered)}
        gstRegistered={gstRegistered}
        errorOf={errorOf}
        onChange={(patch, changed) => change(patch as Partial<Values>, changed)}
      />
      {details}
      {actions}
    </Stack>
  );
  return (
    <form ref={document.formRef} noValidate onSubmit={document.onSubmit} aria-label={label}>
      {readOnly === undefined ? (
        parts
      ) : (
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {parts}
        </fieldset>
      )}
    </form>
  );
}

/** Save (or Save changes), off until something changed. */
export function SaveButton({
  saving,
  unchanged,
  children,
}: {
  saving: boolean;
  unchanged: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" loading={saving} disabled={unchanged} leftSection={<IconDeviceFloppy size={18} />}>
      {children}
    </Button>
  );
}
