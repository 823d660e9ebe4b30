import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import {
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupOf,
  twoFactorStatusOf,
} from '../two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog.tsx';
import { TwoFactorSetupStep } from './two-factor-setup.tsx';

const statusKey = ['me', 'two-factor'] as const;

/** Where turning on has got to: the setup's QR code, or the recovery codes shown once. */
type Flow = { step: 'idle' } | { step: 'setup'; setup: TwoFactorSetup } | { step: 'codes'; codes: string[] };

/** The profile's "Two-factor sign-in" section: its status, turning it on (QR, code, recovery codes) and off. */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get('/me', { signal }).then(twoFactorStatusOf),
  });
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [starting, setStarting] = useState(false);
  const [disabling, setDisabling] = useState(false);

  const setEnabled = (enabled: boolean) =>
    queryClient.setQueryData<TwoFactorStatus>(statusKey, (current) => ({
      hasPassword: current?.hasPassword ?? null,
      enabled,
    }));

  const start = async () => {
    if (starting) return;
    setStarting(true);
    try {
      const setup = twoFactorSetupOf(await api.post('/two-factor/setup'));
      if (!setup) throw new Error('The two-factor setup answer has no secret or QR code');
      setFlow({ step: 'setup', setup });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Already on (another tab turned it on): show that.
        setEnabled(true);
        notify.error(t('profile.twoFactor.alreadyOn'));
      } else {
        console.error('Two-factor setup failed', error);
        notify.error(t('profile.twoFactor.failed'), error);
      }
    } finally {
      setStarting(false);
    }
  };

  const confirmed = (codes: string[]) => {
    setEnabled(true);
    setFlow({ step: 'codes', codes });
    notify.success(t('profile.twoFactor.turnedOn'));
  };

  const enabled = status.data?.enabled ?? false;

  const body = () => {
    if (flow.step === 'setup')
      return (
        <TwoFactorSetupStep
          setup={flow.setup}
          onConfirmed={confirmed}
          onCancel={() => setFlow({ step: 'idle' })}
        />
      );
    if (flow.step === 'codes')
      return <RecoveryCodes codes={flow.codes} onDone={() => setFlow({ step: 'idle' })} />;
    if (status.isPending)
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('common.loading')}
          </Text>
        </Group>
      );
    if (status.isError)
      return (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('profile.twoFactor.loadFailed')}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    return (
      <Stack gap="md" align="flex-start">
        <Text size="sm">{enabled ? t('profile.twoFactor.onText') : t('profile.twoFactor.offText')}</Text>
        {enabled ? (
          <Button variant="outline" color="red" onClick={() => setDisabling(true)}>
            {t('profile.twoFactor.turnOff')}
          </Button>
        ) : (
          <Button leftSection={<IconShieldLock size={16} />} loading={starting} onClick={() => void start()}>
            {t('profile.twoFactor.turnOn')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={720}
      component="section"
      aria-labelledby="two-factor-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 20rem' }}>
            <Title order={2} size="h3" id="two-factor-title">
              {t('profile.twoFactor.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('profile.twoFactor.subtitle')}
            </Text>
          </Stack>
          {status.isSuccess && (
            <Badge
              color={enabled ? 'teal' : 'gray'}
              variant="light"
              size="lg"
              data-testid="two-factor-status"
            >
              {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
            </Badge>
          )}
        </Group>
        <Box>{body()}</Box>
      </Stack>
      <TwoFactorDisableDialog
        opened={disabling}
        hasPassword={status.data?.hasPassword ?? null}
        onDisabled={() => {
          setEnabled(false);
          setDisabling(false);
        }}
        onClose={() => setDisabling(false)}
      />
    </Paper>
  );
}
