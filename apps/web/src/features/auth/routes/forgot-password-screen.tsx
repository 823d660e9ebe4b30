import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { looksLikeEmail } from '../email.ts';

/** Asks for a password reset link (POST /password-forgot); the answer is the same for every address. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
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
    setSent(false);
    try {
      await ensureCsrfCookie();
      await api.post('/password-forgot', {
        data: { attributes: { email: address, redirect_url: `${window.location.origin}/password-reset` } },
      });
      setSent(true);
      notify.success(t('auth.forgot.sent'));
    } catch (caught) {
      notify.error(
        caught instanceof ApiError && caught.status === 429
          ? t('auth.errors.throttled')
          : t('auth.errors.somethingWrong'),
        caught,
      );
    } finally {
      // Either way the field starts empty again.
      setEmail('');
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.forgotPassword.title')} subtitle={t('auth.forgot.subtitle')} />
      {sent && (
        <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} role="status">
          {t('auth.forgot.sentNote')}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
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
            }}
          />
          <Button type="submit" fullWidth size="md" loading={sending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: t('auth.backToSignIn') }]} />
    </Stack>
  );
}
