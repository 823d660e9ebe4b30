import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { looksLikeEmail } from '../email.ts';
import { useForgotPassword } from '../guest-requests.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

/** Asks for a password reset link (POST /password-forgot); the answer is the same for every address. */
function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useForgotPassword();
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
      onSuccess: () => notify.success(t('auth.forgot.sent')),
      onError: (caught) =>
        notify.error(
          caught instanceof ApiError && caught.status === 429
            ? t('auth.errors.throttled')
            : t('auth.errors.somethingWrong'),
          caught,
        ),
      // Either way the field starts empty again.
      onSettled: () => setEmail(''),
    });
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.forgotPassword.title')} subtitle={t('auth.forgot.subtitle')} />
      {sending.isSuccess && (
        <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} role="status">
          {t('auth.forgot.sentNote')}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
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
          <Button type="submit" fullWidth size="md" loading={sending.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ to: '/login', label: t('auth.backToSignIn') }]} />
    </Stack>
  );
}

export default withGuestQueries(ForgotPasswordScreen);
