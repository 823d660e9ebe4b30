import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { looksLikeEmail } from '../email.ts';
import { useResendVerification } from '../guest-requests.ts';

interface ResendVerificationFormProps {
  /** The address to start with, e.g. the one just registered. */
  initialEmail?: string;
  /** Heading level of the form's title inside its screen. */
  title: string;
}

/** Asks for a new verification link: POST /email/verification-notification, the same answer either way. */
export function ResendVerificationForm({ initialEmail = '', title }: ResendVerificationFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const sending = useResendVerification();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const address = email.trim();
    const problem = !address
      ? t('auth.errors.emailRequired')
      : looksLikeEmail(address)
        ? null
        : t('auth.errors.emailInvalid');
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    sending.mutate(address, {
      onSuccess: () => notify.success(t('auth.resend.sent')),
      onError: (caught) =>
        notify.error(
          caught instanceof ApiError && caught.status === 429
            ? t('auth.errors.throttled')
            : t('auth.errors.somethingWrong'),
          caught,
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <TextInput
          ref={input}
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
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
