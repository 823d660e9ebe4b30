import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  SUPPORT_INVOICE_REF_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportRequestSchema,
} from '@sorted/core/schemas/support';
import { IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { notify } from '../../../ui/notify.tsx';
import { type SupportRequestValues, useSendSupportRequest } from '../support.ts';

const EMPTY: SupportRequestValues = { subject: '', message: '', invoice_ref: '' };

/** The help page's support request: subject, message and an optional invoice number. */
export function SupportRequestForm() {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<SupportRequestValues>(supportRequestSchema, EMPTY);
  const send = useSendSupportRequest();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (values: SupportRequestValues) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: () => {
        notify.success(t('help.support.success'));
        form.setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          showServerErrors(form, error, i18n.resolvedLanguage, '');
          focusFirstError(formRef.current);
        } else if (error instanceof ApiError && error.status === 429) {
          notify.error(t('help.support.tooMany'));
        } else {
          notify.error(t('help.support.failed'), error);
        }
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit(submit, () => focusFirstError(formRef.current))}
        aria-labelledby="support-request-title"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="support-request-title">
            {t('help.support.title')}
          </Title>
          <TextInput
            label={t('help.support.subject')}
            required
            maxLength={SUPPORT_SUBJECT_MAX}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('help.support.message')}
            description={t('help.support.messageHint')}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={SUPPORT_MESSAGE_MAX}
            {...form.getInputProps('message')}
          />
          <TextInput
            label={t('help.support.invoiceRef')}
            description={t('help.support.invoiceRefHint')}
            maxLength={SUPPORT_INVOICE_REF_MAX}
            {...form.getInputProps('invoice_ref')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
              {t('help.support.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
