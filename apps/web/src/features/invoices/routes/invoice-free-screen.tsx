import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { IconCloudUpload, IconDownload, IconEraser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { errorText, translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAuth } from '../../auth/index.ts';
import { PayIdKind } from '../../businesses/index.ts';
import {
  type FormErrors,
  FormSection,
  formTotals,
  ItemsSection,
  pdfFailureKey,
  remainingErrors,
} from '../../sales-documents/index.ts';
import { InvoiceHeaderFields, NoteAndPayment } from '../components/invoice-sections.tsx';
import { BankFields, PaymentMethodSwitch } from '../components/payment-fields.tsx';
import {
  draftFrom,
  emptyFreeInvoice,
  type FreeInvoiceValues,
  type FreeParty,
  freePdfRequest,
  validateFreeInvoice,
} from '../free-invoice-model.ts';
import { downloadInvoicePdf } from '../pdf/download-pdf.ts';
import { useSaveFreeInvoice } from '../save-free-invoice.ts';

const today = () => todayIn(appTimeZone());

function PartyFields({
  prefix,
  party,
  nameLabel,
  abnRequired,
  errorOf,
  onChange,
}: {
  prefix: 'seller' | 'buyer';
  party: FreeParty;
  nameLabel: string;
  abnRequired: boolean;
  errorOf: (path: string) => string | undefined;
  onChange: (party: FreeParty, changed: string) => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof FreeParty) => ({
    value: party[name],
    error: errorOf(`${prefix}.${name}`),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...party, [name]: event.currentTarget.value }, `${prefix}.${name}`),
  });
  return (
    <Stack gap="sm">
      <TextInput label={nameLabel} required {...field('name')} />
      <TextInput label={t('freeInvoice.abn')} required={abnRequired} inputMode="numeric" {...field('abn')} />
      <TextInput label={t('freeInvoice.email')} type="email" {...field('email')} />
      <Textarea label={t('freeInvoice.address')} autosize minRows={2} {...field('address')} />
    </Stack>
  );
}

/** The free invoice: no account; the draft stays in this browser, and the server only prints the PDF. */
export default function InvoiceFreeScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const { authenticated } = useAuth();
  const [values, setValues] = useState<FreeInvoiceValues>(
    () => draftFrom(storage.get(STORAGE_KEYS.freeInvoice), today()) ?? emptyFreeInvoice(today()),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const pdf = useMutation({
    mutationFn: (free: FreeInvoiceValues) => downloadInvoicePdf(freePdfRequest(free)),
  });
  const saving = useSaveFreeInvoice();
  const busy = pdf.isPending || saving.isPending;
  const [clearing, setClearing] = useState(false);
  const totals = formTotals(values, values.gst_registered);

  // Every change is kept, so a reload or a sign-up in between loses nothing; once the draft is saved
  // to the account it is not written back (the screen stays up while the next one loads).
  const saved = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!saved.current) storage.set(STORAGE_KEYS.freeInvoice, JSON.stringify(values));
    }, 250);
    return () => clearTimeout(timer);
  }, [values]);

  const change = (patch: Partial<FreeInvoiceValues>, changed: string) => {
    const next = { ...values, ...patch };
    setValues(next);
    setErrors((previous) => remainingErrors(previous, next, changed, validateFreeInvoice));
  };
  const errorOf = (path: string) => {
    const message = errors[path];
    return message === undefined ? undefined : (validationText(message, language) ?? message);
  };
  const refuse = (found: FormErrors, failure: string) => {
    setErrors(found);
    notify.error(failure);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const checked = (failure: string): boolean => {
    const found = validateFreeInvoice(values);
    if (Object.keys(found).length === 0) {
      setErrors(found);
      return true;
    }
    refuse(found, failure);
    return false;
  };

  const download = () => {
    if (busy || !checked(t('invoices.form.correctErrorsPdf'))) return;
    pdf.mutate(values, {
      onError: (error) => {
        // What only the server checks (a tax invoice's ABN, its buyer from $1,000) goes under its field.
        const { fields } =
          error instanceof ApiError && error.status === 422
            ? translateErrors(error.errors, language)
            : { fields: {} };
        if (Object.keys(fields).length > 0) refuse(fields, t('invoices.form.correctErrorsPdf'));
        else notify.error(t(pdfFailureKey(error)));
      },
    });
  };

  const save = () => {
    if (busy || !checked(t('invoices.form.correctErrors'))) return;
    saving.mutate(values, {
      onSuccess: (invoice) => {
        saved.current = true;
        storage.remove(STORAGE_KEYS.freeInvoice);
        notify.success(t('invoices.form.saved', { number: invoice.name }));
        void navigate(`/invoice/overview/${encodeURIComponent(invoice.id)}`);
      },
      onError: (error) => {
        const first = error instanceof ApiError ? error.errors[0] : undefined;
        notify.error((first && errorText(first, language)) || t('invoices.form.saveFailed'), error);
      },
    });
  };

  const payId = (field: 'payid' | 'name') => ({
    value: values.payid[field],
    error: errorOf(`payid.${field}`),
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ payid: { ...values.payid, [field]: event.currentTarget.value } }, `payid.${field}`),
  });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.invoiceFree.title')}
        crumbs={[{ label: t('invoices.crumb') }, { label: t('screens.invoiceFree.title') }]}
      />
      <Text c="dimmed">{t('freeInvoice.intro')}</Text>
      <Alert
        variant="light"
        color="indigo"
        title={authenticated ? t('freeInvoice.saveTitle') : t('freeInvoice.ctaTitle')}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{authenticated ? t('freeInvoice.saveText') : t('freeInvoice.ctaText')}</Text>
          {authenticated ? (
            <Button
              size="xs"
              leftSection={<IconCloudUpload size={16} />}
              loading={saving.isPending}
              onClick={save}
            >
              {t('freeInvoice.saveToAccount')}
            </Button>
          ) : (
            // The alert's own text colour: the link's usual indigo is under 4.5:1 on the indigo tint.
            <Anchor
              component={Link}
              to="/register"
              fw={600}
              size="sm"
              c="var(--mantine-color-indigo-light-color)"
            >
              {t('freeInvoice.createAccount')}
            </Anchor>
          )}
        </Group>
      </Alert>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FormSection>
          <Title order={2} size="h4" mb="sm">
            {t('freeInvoice.from')}
          </Title>
          <PartyFields
            prefix="seller"
            party={values.seller}
            nameLabel={t('freeInvoice.businessName')}
            abnRequired
            errorOf={errorOf}
            onChange={(seller, changed) => change({ seller }, changed)}
          />
          <Switch
            mt="md"
            label={t('freeInvoice.gstRegistered')}
            description={t('freeInvoice.gstHint')}
            checked={values.gst_registered}
            onChange={(event) => change({ gst_registered: event.currentTarget.checked }, 'gst_registered')}
          />
        </FormSection>
        <FormSection>
          <Title order={2} size="h4" mb="sm">
            {t('invoices.form.billTo')}
          </Title>
          <PartyFields
            prefix="buyer"
            party={values.buyer}
            nameLabel={t('freeInvoice.clientName')}
            abnRequired={false}
            errorOf={errorOf}
            onChange={(buyer, changed) => change({ buyer }, changed)}
          />
        </FormSection>
      </SimpleGrid>

      <InvoiceHeaderFields values={values} errorOf={errorOf} onChange={change} />

      <ItemsSection
        values={values}
        totals={totals}
        gstRegistered={values.gst_registered}
        errorOf={errorOf}
        onChange={change}
      />

      <NoteAndPayment values={values} errorOf={errorOf} onChange={change}>
        <Stack gap="sm">
          <PaymentMethodSwitch
            method={values.payment_method}
            onMethod={(method) => change({ payment_method: method }, 'bank')}
          />
          {values.payment_method === 'payid' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('freeInvoice.payid')} required {...payId('payid')} />
              <PayIdKind value={values.payid.payid} />
              <TextInput label={t('freeInvoice.payidName')} required {...payId('name')} />
            </SimpleGrid>
          ) : (
            <BankFields
              bank={values.bank}
              errorOf={errorOf}
              onBank={(bank, changed) => change({ bank }, changed)}
            />
          )}
        </Stack>
      </NoteAndPayment>

      <Group gap="sm">
        <Button leftSection={<IconDownload size={18} />} loading={pdf.isPending} onClick={download}>
          {t('invoices.form.download')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconEraser size={18} />}
          onClick={() => setClearing(true)}
        >
          {t('freeInvoice.clear')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={clearing}
        title={t('common.confirmTitle')}
        message={t('freeInvoice.clearConfirm')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          storage.remove(STORAGE_KEYS.freeInvoice);
          setValues(emptyFreeInvoice(today()));
          setErrors({});
          setClearing(false);
        }}
      />
    </Stack>
  );
}
