import { Alert, Divider, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { parseVerifyFailure, type VerifyFailure } from '../verify-link.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

/** Where the verify gate sends a link that did not work: why, and how to get a new one. */
function VerificationErrorScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const reason = parseVerifyFailure(new URLSearchParams(search).get('reason'));
  const message: Record<VerifyFailure, string> = {
    used: t('auth.verifyError.used'),
    expired: t('auth.verifyError.expired'),
    invalid: t('auth.verifyError.invalid'),
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.verificationError.title')} />
      <Alert color="red" variant="light" icon={<IconLinkOff size={20} />}>
        <Text size="sm" fw={600}>
          {message[reason]}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('auth.verifyError.help')}
      </Text>
      <Divider />
      <ResendVerificationForm title={t('auth.resend.title')} />
      <AuthLinks links={[{ to: '/login', label: t('auth.backToSignIn') }]} />
    </Stack>
  );
}

// Its resend form sends through TanStack Query.
export default withGuestQueries(VerificationErrorScreen);
