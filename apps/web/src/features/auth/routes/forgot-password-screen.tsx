import { Alert, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { EmailField } from '../components/email-field.tsx';
import { useForgotPassword } from '../guest-requests.ts';
import { useEmailRequest } from '../use-email-request.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

/** Asks for a password reset link (POST /password-forgot); the answer is the same for every address. */
function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const sending = useForgotPassword();
  const form = useEmailRequest(sending, '', {
    sent: t('auth.forgot.sent'),
    // Either way the field starts empty again.
    onSettled: () => form.change(''),
  });

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.forgotPassword.title')} subtitle={t('auth.forgot.subtitle')} />
      {sending.isSuccess && (
        <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} role="status">
          {t('auth.forgot.sentNote')}
        </Alert>
      )}
      <form noValidate onSubmit={form.submit}>
        <Stack gap="md">
          <EmailField
            ref={form.input}
            value={form.email}
            error={form.error}
            onChange={(event) => form.change(event.currentTarget.value)}
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
