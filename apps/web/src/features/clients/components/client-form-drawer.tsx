import { Alert, Button, Drawer, Stack, Textarea, TextInput } from '@mantine/core';
import { customerSchema } from '@sorted/core/schemas/businesses';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, translateErrors } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import {
  type Customer,
  type CustomerFormValues,
  createCustomer,
  emptyCustomer,
  formValuesOf,
  updateCustomer,
} from '../customers.ts';

type Field = keyof CustomerFormValues;

interface ClientFormProps {
  /** The client being edited; absent when adding one. */
  customer?: Customer | undefined;
  /** Called with the client as saved (its new id when it was added). */
  onSaved: (customer: Customer) => void;
}

function ClientForm({ customer, onSaved }: ClientFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [values, setValues] = useState<CustomerFormValues>(customer ? formValuesOf(customer) : emptyCustomer);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failedText = customer ? t('clients.updateFailed') : t('clients.createFailed');
  // A new client's Save is off until something is typed.
  const blank =
    !customer &&
    (Object.keys(emptyCustomer) as Field[]).every((field) => values[field] === emptyCustomer[field]);

  const focusFirstError = () => {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The panel can open inside another form (Bill To on an invoice): React events bubble through
    // portals, and this submit must not submit that form too.
    event.stopPropagation();
    if (busy.current) return;
    const parsed = customerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error.issues, language));
      focusFirstError();
      return;
    }
    busy.current = true;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      let saved: Customer;
      if (customer) {
        await updateCustomer(customer.id, values);
        saved = { ...customer, ...values };
        notify.success(t('clients.updated'));
      } else {
        saved = await createCustomer(values);
        notify.success(t('clients.created'));
      }
      onSaved(saved);
    } catch (error) {
      notify.error(failedText, error);
      if (error instanceof ApiError && error.status === 422) {
        const { fields, first } = translateErrors(error.errors, language);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(first ?? failedText);
        focusFirstError();
      } else {
        setFailure(failedText);
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _, ...rest }) => rest);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput label={t('clients.fields.name')} required data-autofocus {...text('name')} />
        <TextInput label={t('clients.fields.email')} type="email" autoComplete="off" {...text('email')} />
        <TextInput label={t('clients.fields.abn')} inputMode="numeric" {...text('abn')} />
        <TextInput label={t('clients.fields.phone')} type="tel" {...text('phone')} />
        <Textarea label={t('clients.fields.address')} autosize minRows={2} {...text('address')} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={saving} disabled={blank} style={{ alignSelf: 'flex-start' }}>
          {t('clients.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface ClientFormDrawerProps {
  opened: boolean;
  customer?: Customer | undefined;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

/** The side panel to add a client or edit one (pre-filled). */
export function ClientFormDrawer({ opened, customer, onClose, onSaved }: ClientFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={customer ? t('clients.editTitle') : t('clients.addTitle')}
    >
      {opened && <ClientForm customer={customer} onSaved={onSaved} />}
    </Drawer>
  );
}
