import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../guest-requests.ts';
import { useEmailRequest } from '../use-email-request.ts';
import { EmailField } from './email-field.tsx';

interface ResendVerificationFormProps {
  /** The address to start with, e.g. the one just registered. */
  initialEmail?: string;
  /** Heading level of the form's title inside its screen. */
  title: string;
}

/** Asks for a new verification link: POST /email/verification-notification, the same answer either way. */
export function ResendVerificationForm({ initialEmail = '', title }: ResendVerificationFormProps) {
  const { t } = useTranslation();
  const sending = useResendVerification();
  const form = useEmailRequest(sending, initialEmail, { sent: t('auth.resend.sent') });

  return (
    <form noValidate onSubmit={form.submit} aria-label={title}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <EmailField
          ref={form.input}
          value={form.email}
          error={form.error}
          onChange={(event) => {
            form.change(event.currentTarget.value);
            // The note was about the address sent to.
            if (sending.isSuccess) sending.reset();
          }}
        />
        <Button type="submit" variant="light" loading={sending.isPending}>
          {t('auth.resend.submit')}
        </Button>
        {sending.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('auth.resend.sentNote')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
