import { Alert, Divider, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { withGuestQueries } from '../with-guest-queries.tsx';

function registeredEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

/** After sign-up: the confirmation mail is on its way; a new one can be asked for here. */
function ConfirmRegistrationScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = registeredEmail(location.state);

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.confirmRegistration.title')} />
      <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
        <Text size="sm">
          {email ? (
            <Trans
              i18nKey="auth.confirm.sentTo"
              values={{ email }}
              components={{ strong: <Text span fw={600} inherit style={{ overflowWrap: 'anywhere' }} /> }}
            />
          ) : (
            t('auth.confirm.sent')
          )}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('auth.confirm.expiry')}
      </Text>
      <Divider />
      <ResendVerificationForm initialEmail={email} title={t('auth.resend.title')} />
      <AuthLinks links={[{ to: '/login', label: t('auth.backToSignIn') }]} />
    </Stack>
  );
}

// Its resend form sends through TanStack Query.
export default withGuestQueries(ConfirmRegistrationScreen);
