import { Button, Grid, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { focusFirstError, issueErrors, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { notify } from '../../../ui/notify.tsx';
import { useAllCompanies } from '../../businesses/companies.ts';
import type { ClientOption } from '../../invoices/components/client-picker.tsx';
import { DateField } from '../../invoices/components/date-field.tsx';
import { InvoiceParties, NoBusinessAlert } from '../../invoices/components/invoice-form-parties.tsx';
import { FormSection, ItemsSection } from '../../invoices/components/invoice-sections.tsx';
import { type FormErrors, formTotals, remainingErrors } from '../../invoices/invoice-form-model.ts';
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

/** The one quote form of the create and overview screens: the invoice form's parts, less payment. */
export function QuoteForm({ quote, initial, initialClient, readOnly = false, onSaved }: QuoteFormProps) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<QuoteFormValues>(quoteFormSchema, initial);
  const values = form.values;
  const latest = useRef(form);
  latest.current = form;
  const [saved, setSaved] = useState(initial);
  const [client, setClient] = useState(initialClient);
  const formRef = useRef<HTMLFormElement>(null);
  const suggestedNumber = useRef<string | null>(null);
  const fromServer = useRef(false);
  const editing = Boolean(quote);

  const companies = useAllCompanies();
  const save = useSaveQuote(quote);
  const nextNumber = useNextQuoteNumber(values.company_id, !editing);
  const gstRegistered =
    companies.data?.find((candidate) => candidate.id === values.company_id)?.gst_registered ??
    quote?.gst_registered ??
    false;

  const errorOf = (path: string): string | undefined => {
    const message = form.errors[path];
    return message == null ? undefined : String(message);
  };

  /** Applies an edit; an error goes once its field is fixed, a server's once its field is edited. */
  const change = useCallback(
    (patch: Partial<QuoteFormValues>, changed: string) => {
      const current = latest.current;
      const shown = current.errors as FormErrors;
      current.setValues(patch);
      const checks = (checked: QuoteFormValues): FormErrors => {
        const parsed = quoteFormSchema.safeParse(checked);
        return parsed.success ? {} : issueErrors(parsed.error.issues, i18n.resolvedLanguage);
      };
      current.setErrors(
        remainingErrors(shown, current.getValues(), changed, checks, () => fromServer.current),
      );
    },
    [i18n],
  );

  /** A value the form fills in itself: part of the form as it starts, so Save stays off until a change. */
  const prefill = useCallback(
    (patch: Partial<QuoteFormValues>, changed: string) => {
      change(patch, changed);
      if (!editing) setSaved((current) => ({ ...current, ...patch }));
    },
    [change, editing],
  );

  const only = companies.data?.length === 1 ? companies.data[0] : undefined;
  useEffect(() => {
    if (only && !values.company_id) prefill({ company_id: only.id }, 'company');
  }, [only, values.company_id, prefill]);

  // A new quote takes the business's next number, unless the user typed their own.
  useEffect(() => {
    const number = nextNumber.data;
    const current = latest.current.getValues().number;
    if (!number || (current !== '' && current !== suggestedNumber.current)) return;
    suggestedNumber.current = number;
    prefill({ number }, 'number');
  }, [nextNumber.data, prefill]);

  const refuse = (message: string, server = false) => {
    fromServer.current = server;
    focusFirstError(formRef.current);
    notify.error(message);
  };

  const submit = (current: QuoteFormValues) => {
    if (save.isPending || readOnly) return;
    save.mutate(quotePayloadOf(current), {
      onSuccess: (result) => {
        notify.success(quote ? t('quotes.form.updated') : t('quotes.form.saved', { number: result.number }));
        setSaved(current);
        onSaved?.(result);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 422)) {
          notify.error(t('quotes.form.saveFailed'), error);
          return;
        }
        showServerErrors(form, error, i18n.resolvedLanguage, '');
        refuse(t('quotes.form.correctErrors'), true);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => refuse(t('quotes.form.correctErrors')))}
      aria-label={t('quotes.form.label')}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {companies.isSuccess && companies.data.length === 0 && <NoBusinessAlert />}
          <FormSection>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <TextInput
                  label={t('quotes.form.number')}
                  required
                  value={values.number}
                  error={errorOf('number')}
                  name="number"
                  onChange={(event) => change({ number: event.currentTarget.value }, 'number')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 4 }}>
                <DateField
                  label={t('quotes.form.issueDate')}
                  required
                  value={values.issue_date}
                  error={errorOf('issue_date')}
                  onChange={(date) => change({ issue_date: date }, 'issue_date')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 4 }}>
                <DateField
                  label={t('quotes.form.validUntil')}
                  required
                  value={values.valid_until}
                  error={errorOf('valid_until')}
                  onChange={(date) => change({ valid_until: date }, 'valid_until')}
                />
              </Grid.Col>
            </Grid>
          </FormSection>
          <InvoiceParties
            client={client}
            onClient={(next) => {
              setClient(next);
              change({ customer_id: next?.value ?? null }, 'customer');
            }}
            companies={companies}
            companyId={values.company_id}
            onCompany={(id) => change({ company_id: id }, 'company')}
            errorOf={errorOf}
          />
          <ItemsSection
            values={values}
            totals={formTotals(values, gstRegistered)}
            gstRegistered={gstRegistered}
            errorOf={errorOf}
            onChange={change}
          />
          <FormSection>
            <Stack gap="md">
              <Switch
                label={t('quotes.form.addNote')}
                checked={values.note_enabled}
                onChange={(event) => change({ note_enabled: event.currentTarget.checked }, 'note')}
              />
              {values.note_enabled && (
                <Textarea
                  label={t('quotes.form.note')}
                  autosize
                  minRows={3}
                  maxLength={2000}
                  value={values.note}
                  error={errorOf('note')}
                  onChange={(event) => change({ note: event.currentTarget.value }, 'note')}
                />
              )}
            </Stack>
          </FormSection>
          {!readOnly && (
            <Group gap="sm">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={sameQuote(values, saved)}
                leftSection={<IconDeviceFloppy size={18} />}
              >
                {editing ? t('quotes.form.saveChanges') : t('quotes.form.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
