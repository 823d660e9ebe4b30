import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  SUPPORT_INVOICE_REF_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportRequestSchema,
} from '@sorted/core/schemas/support';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, translateErrors } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { submitSupportRequest } from '../support.ts';

type Field = 'subject' | 'message' | 'invoice_ref';
const EMPTY: Record<Field, string> = { subject: '', message: '', invoice_ref: '' };
const FIELDS: readonly Field[] = ['subject', 'message', 'invoice_ref'];

/** The help page's support request: subject, message and an optional invoice number. */
export function SupportRequestForm() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const focusFirst = (fields: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => fields[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const parsed = supportRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = schemaErrors(parsed.error.issues, language);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    busy.current = true;
    setSending(true);
    setErrors({});
    try {
      await submitSupportRequest(parsed.data);
      notify.success(t('help.support.success'));
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields } = translateErrors(error.errors, language);
        setErrors(fields);
        focusFirst(fields);
      } else if (error instanceof ApiError && error.status === 429) {
        notify.error(t('help.support.tooMany'));
      } else {
        notify.error(t('help.support.failed'), error);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="support-request-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="support-request-title">
            {t('help.support.title')}
          </Title>
          <TextInput
            label={t('help.support.subject')}
            required
            maxLength={SUPPORT_SUBJECT_MAX}
            {...field('subject')}
          />
          <Textarea
            label={t('help.support.message')}
            description={t('help.support.messageHint')}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={SUPPORT_MESSAGE_MAX}
            {...field('message')}
          />
          <TextInput
            label={t('help.support.invoiceRef')}
            description={t('help.support.invoiceRefHint')}
            maxLength={SUPPORT_INVOICE_REF_MAX}
            {...field('invoice_ref')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
              {t('help.support.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
