import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { companyCreateSchema, companyUpdateSchema } from '@sorted/core/schemas/businesses';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, translateErrors } from '../../../lib/validation-errors.ts';
import type { CompanyFormValues } from '../companies.ts';

type Field = keyof CompanyFormValues;

interface CompanyFormProps {
  initial: CompanyFormValues;
  /** Create needs name and ABN; update needs name and e-mail. */
  mode: 'create' | 'update';
  submitLabel: string;
  onSubmit: (values: CompanyFormValues) => Promise<void>;
  /** The form-level message for a failure that is not about one field (shown above the buttons). */
  describeFailure: (error: unknown) => string;
  extraActions?: ReactNode;
}

/** Name, ABN, e-mail, phone, address and GST registration; errors under their fields. */
export function CompanyForm({
  initial,
  mode,
  submitLabel,
  onSubmit,
  describeFailure,
  extraActions,
}: CompanyFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [values, setValues] = useState<CompanyFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends Field>(field: K, value: CompanyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const focusFirstError = () => {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const schema = mode === 'create' ? companyCreateSchema : companyUpdateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error.issues, language));
      setFailure(null);
      focusFirstError();
      return;
    }
    busy.current = true;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, first } = translateErrors(error.errors, language);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(first ?? describeFailure(error));
        focusFirstError();
      } else {
        setFailure(describeFailure(error));
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  // A new business's Save is off until something is typed (edits keep Save on, as they always had).
  const blank =
    mode === 'create' && (Object.keys(initial) as Field[]).every((field) => values[field] === initial[field]);

  const text = (field: Exclude<Field, 'gst_registered'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput label={t('business.fields.name')} required autoComplete="organization" {...text('name')} />
        <TextInput
          label={t('business.fields.abn')}
          required={mode === 'create'}
          inputMode="numeric"
          placeholder="51 824 753 556"
          {...text('abn')}
        />
        <TextInput
          label={t('business.fields.email')}
          required={mode === 'update'}
          type="email"
          autoComplete="email"
          {...text('email')}
        />
        <TextInput label={t('business.fields.phone')} type="tel" autoComplete="tel" {...text('phone')} />
        <Textarea label={t('business.fields.address')} autosize minRows={2} {...text('address')} />
        <Switch
          label={t('business.fields.gst')}
          description={t('business.fields.gstHint')}
          checked={values.gst_registered}
          onChange={(event) => set('gst_registered', event.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={blank}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
