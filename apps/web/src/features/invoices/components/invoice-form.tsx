import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconSparkles } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, fieldFromPointer } from '../../../lib/api.ts';
import { errorText, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { useAuth } from '../../auth/auth-store.ts';
import { companiesKey, fetchAllCompanies, fetchPaymentDetails } from '../../businesses/companies.ts';
import { customersKey, fetchCustomer } from '../../clients/customers.ts';
import {
  emptyItem,
  type FormErrors,
  formTotals,
  type InvoiceFormValues,
  payloadOf,
  remainingErrors,
  sameInvoice,
  validateInvoice,
} from '../invoice-form-model.ts';
import {
  createInvoice,
  fetchNextNumber,
  fetchSuggestion,
  type Invoice,
  invoicesKey,
  updateInvoice,
} from '../invoices.ts';
import { downloadInvoicePdf, pdfFailureKey } from '../pdf/download-pdf.ts';
import { type PdfParties, pdfRequestFromForm } from '../pdf/pdf-data.ts';
import { type ClientOption, ClientPicker } from './client-picker.tsx';
import { FormSection, InvoiceHeaderFields, ItemsSection, NoteAndPayment } from './invoice-sections.tsx';
import { PaymentFields } from './payment-fields.tsx';

/** The role that sees the suggestion button (spec §6). */
const SUGGESTION_ROLE = 'grow';

interface InvoiceFormProps {
  /** The saved invoice being edited; absent when creating one. */
  invoice?: Invoice | undefined;
  initial: InvoiceFormValues;
  initialClient: ClientOption | null;
  onSaved: (invoice: Invoice) => void;
}

/** The one invoice form of the create and overview screens (spec §2 "Invoice section"). */
export function InvoiceForm({ invoice, initial, initialClient, onSaved }: InvoiceFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [client, setClient] = useState(initialClient);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const suggestedNumber = useRef<string | null>(null);
  const editing = Boolean(invoice);

  const companies = useQuery({
    queryKey: [...companiesKey, 'all'],
    queryFn: ({ signal }) => fetchAllCompanies(signal),
  });
  const company = companies.data?.find((candidate) => candidate.id === values.company_id);
  const gstRegistered = company?.gst_registered ?? invoice?.gst_registered ?? false;
  const totals = formTotals(values, gstRegistered);

  const errorOf = (path: string): string | undefined => {
    const message = errors[path];
    return message === undefined ? undefined : (validationText(message, language) ?? message);
  };

  // The newest values for callbacks that outlive a render (effects, the next-number answer).
  const latest = useRef(values);
  latest.current = values;
  const change = useCallback((patch: Partial<InvoiceFormValues>, changed: string) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    setErrors((previous) => remainingErrors(previous, next, changed));
  }, []);

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
    if (editing || !values.company_id) return;
    const controller = new AbortController();
    fetchNextNumber(values.company_id, controller.signal).then(
      (number) => {
        const { name } = latest.current;
        if (name !== '' && name !== suggestedNumber.current) return;
        suggestedNumber.current = number;
        prefill({ name: number }, 'name');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [editing, values.company_id, prefill]);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]')?.focus(),
    );

  /** Runs the form's checks; shows each error under its field. */
  const validate = (): boolean => {
    const found = validateInvoice(values);
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError();
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!validate()) {
      notify.error(t('invoices.form.correctErrors'));
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const payload = payloadOf(values);
      const result = invoice ? await updateInvoice(invoice.id, payload) : await createInvoice(payload);
      notify.success(
        invoice ? t('invoices.form.updated') : t('invoices.form.saved', { number: result.name }),
      );
      setSaved(values);
      void queryClient.invalidateQueries({ queryKey: invoicesKey });
      void queryClient.invalidateQueries({ queryKey: customersKey });
      onSaved(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields: FormErrors = {};
        for (const item of error.errors) {
          const field = fieldFromPointer(item.source?.pointer);
          const text = errorText(item, language);
          if (field && text && !(field in fields)) fields[field] = text;
        }
        setErrors(fields);
        focusFirstError();
        notify.error(t('invoices.form.correctErrors'));
      } else {
        notify.error(t('invoices.form.saveFailed'), error);
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  /** Who the PDF is from and to: as saved when nothing changed, else as they are now. */
  const partiesFor = async (current: InvoiceFormValues): Promise<PdfParties> => {
    if (invoice && sameInvoice(current, saved)) {
      return {
        seller: invoice.company_details,
        buyer: invoice.customer_details,
        gstRegistered: invoice.gst_registered,
        payId: invoice.payid ? { payid: invoice.payid, name: invoice.payid_name ?? '' } : null,
      };
    }
    const seller = companies.data?.find((candidate) => candidate.id === current.company_id);
    if (!seller || !current.customer_id || !current.company_id) throw new Error('business or client missing');
    const { company_id: companyId, customer_id: customerId } = current;
    const detail = await queryClient.fetchQuery({
      queryKey: [...customersKey, customerId],
      queryFn: ({ signal }) => fetchCustomer(customerId, signal),
    });
    const payIds =
      current.payment_enabled && current.payment_method === 'payid'
        ? await queryClient.fetchQuery({
            queryKey: [...companiesKey, companyId, 'payment-details'],
            queryFn: ({ signal }) => fetchPaymentDetails(companyId, signal),
          })
        : [];
    const payId = payIds.find((detail) => detail.id === current.payment_detail_id);
    return {
      seller,
      buyer: detail.customer,
      gstRegistered: seller.gst_registered,
      payId: payId ? { payid: payId.payid, name: payId.name } : null,
    };
  };

  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (downloading) return;
    if (!validate()) {
      notify.error(t('invoices.form.correctErrorsPdf'));
      return;
    }
    setDownloading(true);
    try {
      const parties = await partiesFor(values);
      await downloadInvoicePdf(pdfRequestFromForm(values, parties));
    } catch (error) {
      notify.error(t(pdfFailureKey(error)));
    } finally {
      setDownloading(false);
    }
  };

  const { user } = useAuth();
  const canSuggest = user?.roles.includes(SUGGESTION_ROLE) ?? false;
  const [suggesting, setSuggesting] = useState(false);
  /** Fills the form (without saving) with what this client is usually billed. */
  const suggest = async () => {
    const customerId = values.customer_id;
    if (!customerId || suggesting) return;
    setSuggesting(true);
    try {
      const suggestion = await fetchSuggestion(customerId, values.company_id);
      const patch: Partial<InvoiceFormValues> = {
        invoice_date: suggestion.invoice_date,
        due_date: suggestion.due_date,
        items: suggestion.items.map((item) => ({
          ...emptyItem(),
          name: item.name,
          description: item.description ?? '',
          quantity: item.quantity,
          price: item.price,
          taxable: item.taxable,
        })),
      };
      if (!values.company_id && suggestion.company_id) patch.company_id = suggestion.company_id;
      if (!editing && suggestion.number) {
        patch.name = suggestion.number;
        suggestedNumber.current = suggestion.number;
      }
      change(patch, 'items');
      notify.success(t('invoices.form.suggestionLoaded'));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 404 && error.errors[0]?.code === 'no_invoice_history'
          ? t('invoices.form.noHistory')
          : t('invoices.form.suggestionFailed'),
        error,
      );
    } finally {
      setSuggesting(false);
    }
  };

  // Save is off until something changed: a blank new invoice, or a saved one as it was saved.
  const unchanged = sameInvoice(values, saved);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('invoices.form.label')}
    >
      <Stack gap="lg">
        {companies.isSuccess && companies.data.length === 0 && (
          <Alert color="yellow" variant="light" title={t('invoices.form.noBusinessTitle')}>
            <Text size="sm">
              {t('invoices.form.noBusiness')}{' '}
              <Anchor component={Link} to="/company/add" size="sm" fw={600}>
                {t('invoices.form.addBusiness')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <InvoiceHeaderFields values={values} errorOf={errorOf} onChange={change} />

        <FormSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ClientPicker
              value={client}
              error={errorOf('customer')}
              onChange={(next) => {
                setClient(next);
                change({ customer_id: next?.value ?? null }, 'customer');
              }}
            />
            <Select
              label={t('invoices.form.payTo')}
              placeholder={companies.isLoading ? t('common.loading') : t('invoices.form.chooseBusiness')}
              required
              data={(companies.data ?? []).map((candidate) => ({
                value: candidate.id,
                label: candidate.name,
              }))}
              value={values.company_id}
              onChange={(id) => change({ company_id: id, payment_detail_id: null }, 'company')}
              error={errorOf('company')}
              nothingFoundMessage={t('invoices.form.noBusiness')}
              allowDeselect={false}
              name="company"
            />
          </SimpleGrid>
        </FormSection>

        <ItemsSection
          values={values}
          totals={totals}
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

        <Group gap="sm">
          <Button
            type="submit"
            loading={saving}
            disabled={unchanged}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {editing ? t('invoices.form.saveChanges') : t('invoices.form.save')}
          </Button>
          <Button
            variant="default"
            loading={downloading}
            leftSection={<IconDownload size={18} />}
            onClick={() => void download()}
          >
            {t('invoices.form.download')}
          </Button>
          {canSuggest && (
            <Tooltip label={t('invoices.form.suggestHint')} multiline w={260}>
              <Button
                variant="light"
                color="grape"
                loading={suggesting}
                disabled={!values.customer_id}
                leftSection={<IconSparkles size={18} />}
                onClick={() => void suggest()}
              >
                {t('invoices.form.suggest')}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </form>
  );
}
