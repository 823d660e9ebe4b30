import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { looksLikeEmail } from '../email.ts';

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
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const busy = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
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
    busy.current = true;
    setSending(true);
    try {
      await ensureCsrfCookie();
      await api.post('/email/verification-notification', { email: address });
      setSent(true);
      notify.success(t('auth.resend.sent'));
    } catch (caught) {
      notify.error(
        caught instanceof ApiError && caught.status === 429
          ? t('auth.errors.throttled')
          : t('auth.errors.somethingWrong'),
        caught,
      );
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
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
            setSent(false);
          }}
        />
        <Button type="submit" variant="light" loading={sending}>
          {t('auth.resend.submit')}
        </Button>
        {sent && (
          <Alert color="teal" variant="light" role="status">
            {t('auth.resend.sentNote')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
