import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type ClientOption,
  DocumentForm,
  HeaderFields,
  NoteSection,
  SaveButton,
  useDocumentForm,
} from '../../sales-documents/index.ts';
import { type QuoteFormValues, quoteFormSchema, quotePayloadOf, sameQuote } from '../quote-form-model.ts';
import { type Quote, useNextQuoteNumber, useSaveQuote } from '../quotes.ts';

interface QuoteFormProps {
  /** The saved quote being edited; absent when creating one. */
  quote?: Quote | undefined;
  initial: QuoteFormValues;
  initialClient: ClientOption | null;
  /** A quote the client has answered is shown, not edited. */
  readOnly?: boolean;
  onSaved?: (quote: Quote) => void;
}

/** The one quote form of the create and overview screens: the document form, less payment. */
export function QuoteForm({ quote, initial, initialClient, readOnly = false, onSaved }: QuoteFormProps) {
  const { t } = useTranslation();
  const editing = Boolean(quote);
  const save = useSaveQuote(quote);
  const doc = useDocumentForm({
    schema: quoteFormSchema,
    initial,
    initialClient,
    editing,
    numberField: 'number',
    useNextNumber: useNextQuoteNumber,
    savedGstRegistered: quote?.gst_registered,
    save,
    payloadOf: quotePayloadOf,
    readOnly,
    texts: {
      saved: (result) =>
        quote ? t('quotes.form.updated') : t('quotes.form.saved', { number: result.number }),
      saveFailed: t('quotes.form.saveFailed'),
      correctErrors: t('quotes.form.correctErrors'),
    },
    onSaved,
  });
  const { values, errorOf, change } = doc;

  return (
    <DocumentForm
      document={doc}
      label={t('quotes.form.label')}
      readOnly={readOnly}
      header={
        <HeaderFields<QuoteFormValues>
          values={values}
          errorOf={errorOf}
          onChange={change}
          fields={[
            {
              field: 'number',
              label: t('quotes.form.number'),
              required: true,
              name: 'number',
              span: { base: 12, md: 4 },
            },
            {
              field: 'issue_date',
              label: t('quotes.form.issueDate'),
              date: true,
              carries: 'valid_until',
              required: true,
              span: { base: 6, md: 4 },
            },
            {
              field: 'valid_until',
              label: t('quotes.form.validUntil'),
              date: true,
              required: true,
              span: { base: 6, md: 4 },
            },
          ]}
        />
      }
      details={
        <NoteSection
          values={values}
          errorOf={errorOf}
          onChange={change}
          labels={{ addNote: t('quotes.form.addNote'), note: t('quotes.form.note') }}
        />
      }
      actions={
        !readOnly && (
          <Group gap="sm">
            <SaveButton saving={save.isPending} unchanged={sameQuote(values, doc.saved)}>
              {editing ? t('quotes.form.saveChanges') : t('quotes.form.save')}
            </SaveButton>
          </Group>
        )
      }
    />
  );
}
