import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useStartTwoFactor, useTwoFactorStatus } from '../account.ts';
import type { TwoFactorSetup } from '../two-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog.tsx';
import { TwoFactorSetupStep } from './two-factor-setup.tsx';

/** Where turning on has got to: the setup's QR code, or the recovery codes shown once. */
type Flow = { step: 'idle' } | { step: 'setup'; setup: TwoFactorSetup } | { step: 'codes'; codes: string[] };

/** The profile's "Two-factor sign-in" section: its status, turning it on (QR, code, recovery codes) and off. */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const starting = useStartTwoFactor();
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [disabling, setDisabling] = useState(false);

  const start = () => {
    if (starting.isPending) return;
    starting.mutate(undefined, {
      onSuccess: (setup) => setFlow({ step: 'setup', setup }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // Already on (another tab turned it on): the status shows that now.
          notify.error(t('profile.twoFactor.alreadyOn'));
        } else {
          console.error('Two-factor setup failed', error);
          notify.error(t('profile.twoFactor.failed'), error);
        }
      },
    });
  };

  const confirmed = (codes: string[]) => {
    setFlow({ step: 'codes', codes });
    notify.success(t('profile.twoFactor.turnedOn'));
  };

  const enabled = status.data?.enabled ?? false;

  const body = () => {
    if (flow.step === 'setup')
      return (
        <TwoFactorSetupStep
          setup={flow.setup}
          hasPassword={status.data?.hasPassword ?? null}
          onConfirmed={confirmed}
          onCancel={() => setFlow({ step: 'idle' })}
        />
      );
    if (flow.step === 'codes')
      return <RecoveryCodes codes={flow.codes} onDone={() => setFlow({ step: 'idle' })} />;
    return (
      <QueryState query={status} loading={t('common.loading')} failed={t('profile.twoFactor.loadFailed')}>
        {(current) => (
          <Stack gap="md" align="flex-start">
            <Text size="sm">
              {current.enabled ? t('profile.twoFactor.onText') : t('profile.twoFactor.offText')}
            </Text>
            {current.enabled ? (
              <Button variant="outline" color="red" onClick={() => setDisabling(true)}>
                {t('profile.twoFactor.turnOff')}
              </Button>
            ) : (
              <Button leftSection={<IconShieldLock size={16} />} loading={starting.isPending} onClick={start}>
                {t('profile.twoFactor.turnOn')}
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
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
          <SectionHeading
            id="two-factor-title"
            title={t('profile.twoFactor.title')}
            text={t('profile.twoFactor.subtitle')}
            style={{ flex: '1 1 20rem' }}
          />
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
        onDisabled={() => setDisabling(false)}
        onClose={() => setDisabling(false)}
      />
    </Paper>
  );
}
