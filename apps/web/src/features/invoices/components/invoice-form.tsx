import { Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { focusFirstError, issueErrors, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { notify } from '../../../ui/notify.tsx';
import { useAuth } from '../../auth/auth-store.ts';
import { useAllCompanies } from '../../businesses/companies.ts';
import {
  type FormErrors,
  formTotals,
  type InvoiceFormValues,
  invoiceFormSchema,
  payloadOf,
  remainingErrors,
  sameInvoice,
  suggestionPatch,
} from '../invoice-form-model.ts';
import { type Invoice, useNextNumber, useSaveInvoice, useSuggestion } from '../invoices.ts';
import { pdfFailureKey } from '../pdf/download-pdf.ts';
import { useInvoicePdf } from '../pdf/use-invoice-pdf.ts';
import type { ClientOption } from './client-picker.tsx';
import { InvoiceFormActions } from './invoice-form-actions.tsx';
import { InvoiceParties, NoBusinessAlert } from './invoice-form-parties.tsx';
import { InvoiceHeaderFields, ItemsSection, NoteAndPayment } from './invoice-sections.tsx';
import { PaymentFields } from './payment-fields.tsx';

/** The role that sees the suggestion button (spec §6). */
const SUGGESTION_ROLE = 'grow';

interface InvoiceFormProps {
  /** The saved invoice being edited; absent when creating one. */
  invoice?: Invoice | undefined;
  initial: InvoiceFormValues;
  initialClient: ClientOption | null;
  onSaved?: (invoice: Invoice) => void;
}

/** The one invoice form of the create and overview screens (spec §2 "Invoice section"). */
export function InvoiceForm({ invoice, initial, initialClient, onSaved }: InvoiceFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const form = useSchemaForm<InvoiceFormValues>(invoiceFormSchema, initial);
  const values = form.values;
  // The form as it is now, for callbacks that outlive a render (effects, answers from the server).
  const latest = useRef(form);
  latest.current = form;
  // What Save compares with: the invoice as saved, or a new one as the form filled it in.
  const [saved, setSaved] = useState(initial);
  const [client, setClient] = useState(initialClient);
  const formRef = useRef<HTMLFormElement>(null);
  const suggestedNumber = useRef<string | null>(null);
  // The errors shown are the form's own (checked again as fields change) or the server's (a 422).
  const fromServer = useRef(false);
  const editing = Boolean(invoice);
  const { user } = useAuth();
  const canSuggest = user?.roles.includes(SUGGESTION_ROLE) ?? false;

  const companies = useAllCompanies();
  const save = useSaveInvoice(invoice);
  const pdf = useInvoicePdf(invoice, companies.data);
  const suggestion = useSuggestion();
  const nextNumber = useNextNumber(values.company_id, !editing);
  const gstRegistered =
    companies.data?.find((candidate) => candidate.id === values.company_id)?.gst_registered ??
    invoice?.gst_registered ??
    false;

  const errorOf = (path: string): string | undefined => {
    const message = form.errors[path];
    return message == null ? undefined : String(message);
  };

  /** Applies an edit; an error goes once its field is fixed, a server's once its field is edited. */
  const change = useCallback(
    (patch: Partial<InvoiceFormValues>, changed: string) => {
      const current = latest.current;
      const shown = current.errors as FormErrors;
      // setValues clears every error (Mantine's clearInputErrorOnChange); the ones still due come back.
      current.setValues(patch);
      const checks = (checked: InvoiceFormValues): FormErrors => {
        const parsed = invoiceFormSchema.safeParse(checked);
        return parsed.success ? {} : issueErrors(parsed.error.issues, i18n.resolvedLanguage);
      };
      current.setErrors(
        remainingErrors(shown, current.getValues(), changed, checks, () => fromServer.current),
      );
    },
    [i18n],
  );

  /**
   * A value the form fills in itself (the only business, its next number): part of the form as it
   * starts, so a new invoice's Save stays off until the user changes something.
   */
  const prefill = useCallback(
    (patch: Partial<InvoiceFormValues>, changed: string) => {
      change(patch, changed);
      if (!editing) setSaved((current) => ({ ...current, ...patch }));
    },
    [change, editing],
  );

  // Pay To is chosen for the user when they have exactly one business.
  const only = companies.data?.length === 1 ? companies.data[0] : undefined;
  useEffect(() => {
    if (only && !values.company_id) prefill({ company_id: only.id }, 'company');
  }, [only, values.company_id, prefill]);

  // A new invoice takes the business's next number, unless the user typed their own.
  useEffect(() => {
    const number = nextNumber.data;
    const { name } = latest.current.getValues();
    if (!number || (name !== '' && name !== suggestedNumber.current)) return;
    suggestedNumber.current = number;
    prefill({ name: number }, 'name');
  }, [nextNumber.data, prefill]);

  /** Shows why the form was refused: the focus on the first error, and a toast. */
  const refuse = (message: string, server = false) => {
    fromServer.current = server;
    focusFirstError(formRef.current);
    notify.error(message);
  };

  const submit = (current: InvoiceFormValues) => {
    if (save.isPending) return;
    save.mutate(payloadOf(current), {
      onSuccess: (result) => {
        notify.success(
          invoice ? t('invoices.form.updated') : t('invoices.form.saved', { number: result.name }),
        );
        setSaved(current);
        onSaved?.(result);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 422)) {
          notify.error(t('invoices.form.saveFailed'), error);
          return;
        }
        showServerErrors(form, error, language, '');
        refuse(t('invoices.form.correctErrors'), true);
      },
    });
  };

  const download = () => {
    if (pdf.isPending) return;
    if (form.validate().hasErrors) {
      refuse(t('invoices.form.correctErrorsPdf'));
      return;
    }
    pdf.mutate(
      { values, asSaved: sameInvoice(values, saved) },
      { onError: (error) => notify.error(t(pdfFailureKey(error))) },
    );
  };

  /** Fills the form (without saving) with what this client is usually billed. */
  const suggest = () => {
    const customerId = values.customer_id;
    if (!customerId || suggestion.isPending) return;
    suggestion.mutate(
      { customerId, companyId: values.company_id },
      {
        onSuccess: (found) => {
          const patch = suggestionPatch(found, values, editing);
          if (patch.name) suggestedNumber.current = patch.name;
          change(patch, 'items');
          notify.success(t('invoices.form.suggestionLoaded'));
        },
        onError: (error) =>
          notify.error(
            error instanceof ApiError &&
              error.status === 404 &&
              error.errors[0]?.code === 'no_invoice_history'
              ? t('invoices.form.noHistory')
              : t('invoices.form.suggestionFailed'),
            error,
          ),
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => refuse(t('invoices.form.correctErrors')))}
      aria-label={t('invoices.form.label')}
    >
      <Stack gap="lg">
        {companies.isSuccess && companies.data.length === 0 && <NoBusinessAlert />}
        <InvoiceHeaderFields values={values} errorOf={errorOf} onChange={change} />
        <InvoiceParties
          client={client}
          onClient={(next) => {
            setClient(next);
            change({ customer_id: next?.value ?? null }, 'customer');
          }}
          companies={companies}
          companyId={values.company_id}
          onCompany={(id) => change({ company_id: id, payment_detail_id: null }, 'company')}
          errorOf={errorOf}
        />
        <ItemsSection
          values={values}
          totals={formTotals(values, gstRegistered)}
          gstRegistered={gstRegistered}
          errorOf={errorOf}
          onChange={change}
        />
        <NoteAndPayment values={values} errorOf={errorOf} onChange={change}>
          <PaymentFields
            companyId={values.company_id}
            method={values.payment_method}
            paymentDetailId={values.payment_detail_id}
            bank={values.bank}
            errorOf={errorOf}
            onMethod={(method) => change({ payment_method: method }, 'bank')}
            onPaymentDetail={(id) => change({ payment_detail_id: id }, 'payment_detail_id')}
            onBank={(bank, changed) => change({ bank }, changed)}
          />
        </NoteAndPayment>
        <InvoiceFormActions
          editing={editing}
          saving={save.isPending}
          // Save is off until something changed: a blank new invoice, or a saved one as it was saved.
          unchanged={sameInvoice(values, saved)}
          downloading={pdf.isPending}
          onDownload={download}
          suggest={
            canSuggest
              ? { busy: suggestion.isPending, disabled: !values.customer_id, onClick: suggest }
              : undefined
          }
        />
      </Stack>
    </form>
  );
}
