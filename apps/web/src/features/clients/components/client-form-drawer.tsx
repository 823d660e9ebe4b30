import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { customerSchema } from '@sorted/core/schemas/businesses';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form.ts';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import {
  type Customer,
  type CustomerFormValues,
  emptyCustomer,
  formValuesOf,
  useSaveCustomer,
} from '../customers.ts';

interface ClientFormProps {
  /** The client being edited; absent when adding one. */
  customer?: Customer | undefined;
  /** Called with the client as saved (its new id when it was added). */
  onSaved: (customer: Customer) => void;
}

function ClientForm({ customer, onSaved }: ClientFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<CustomerFormValues>(
    customerSchema,
    customer ? formValuesOf(customer) : emptyCustomer,
  );
  const save = useSaveCustomer(customer);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    customer
      ? { saved: (saved) => t('clients.updated', { name: saved.name }), failed: t('clients.updateFailed') }
      : { saved: (saved) => t('clients.created', { name: saved.name }), failed: t('clients.createFailed') },
    onSaved,
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label={t('clients.fields.name')} required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={t('clients.fields.email')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput label={t('clients.fields.abn')} inputMode="numeric" {...form.getInputProps('abn')} />
        <TextInput label={t('clients.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        <Textarea
          label={t('clients.fields.address')}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {/* A new client's Save is off until something is typed. */}
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!customer && !form.isDirty()}
          style={{ alignSelf: 'flex-start' }}
        >
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
    <SidePanel
      opened={opened}
      onClose={onClose}
      size="md"
      title={customer ? t('clients.editTitle') : t('clients.addTitle')}
    >
      <ClientForm customer={customer} onSaved={onSaved} />
    </SidePanel>
  );
}
