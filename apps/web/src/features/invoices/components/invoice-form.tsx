import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { useAuth } from '../../auth/index.ts';
import {
  type ClientOption,
  DocumentForm,
  pdfFailureKey,
  useDocumentForm,
} from '../../sales-documents/index.ts';
import {
  type InvoiceFormValues,
  invoiceFormSchema,
  payloadOf,
  sameInvoice,
  suggestionPatch,
} from '../invoice-form-model.ts';
import { type Invoice, useNextNumber, useSaveInvoice, useSuggestion } from '../invoices.ts';
import { useInvoicePdf } from '../pdf/use-invoice-pdf.ts';
import { InvoiceFormActions } from './invoice-form-actions.tsx';
import { InvoiceHeaderFields, NoteAndPayment } from './invoice-sections.tsx';
import { PaymentFields, useDefaultPayment } from './payment-fields.tsx';

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
  const { t } = useTranslation();
  const editing = Boolean(invoice);
  const save = useSaveInvoice(invoice);
  const doc = useDocumentForm({
    schema: invoiceFormSchema,
    initial,
    initialClient,
    editing,
    numberField: 'name',
    useNextNumber,
    savedGstRegistered: invoice?.gst_registered,
    save,
    payloadOf,
    texts: {
      saved: (result) =>
        invoice ? t('invoices.form.updated') : t('invoices.form.saved', { number: result.name }),
      saveFailed: t('invoices.form.saveFailed'),
      correctErrors: t('invoices.form.correctErrors'),
    },
    onSaved,
  });
  const { form, values, saved, errorOf, change, refuse, companies } = doc;
  // A new invoice asks to be paid to the business's saved PayID until the user chooses otherwise.
  const paymentChosen = useDefaultPayment(values.company_id, !editing, doc.prefill);
  const choosePayment = (patch: Partial<InvoiceFormValues>, changed: string) => {
    paymentChosen();
    change(patch, changed);
  };
  const { user } = useAuth();
  const canSuggest = user?.roles.includes(SUGGESTION_ROLE) ?? false;
  const pdf = useInvoicePdf(invoice, companies.data);
  const suggestion = useSuggestion();

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
          if (patch.name) doc.suggestedNumber.current = patch.name;
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
    <DocumentForm
      document={doc}
      label={t('invoices.form.label')}
      companyPatch={(id) => ({ company_id: id, payment_detail_id: null })}
      header={<InvoiceHeaderFields values={values} errorOf={errorOf} onChange={change} />}
      details={
        <NoteAndPayment
          values={values}
          errorOf={errorOf}
          onChange={(patch, changed) =>
            changed === 'payment' ? choosePayment(patch, changed) : change(patch, changed)
          }
        >
          <PaymentFields
            companyId={values.company_id}
            method={values.payment_method}
            paymentDetailId={values.payment_detail_id}
            bank={values.bank}
            errorOf={errorOf}
            onMethod={(method) => choosePayment({ payment_method: method }, 'bank')}
            onPaymentDetail={(id) => change({ payment_detail_id: id }, 'payment_detail_id')}
            onBank={(bank, changed) => change({ bank }, changed)}
          />
        </NoteAndPayment>
      }
      actions={
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
      }
    />
  );
}
