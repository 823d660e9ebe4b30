import { Paper, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { useNotifyByEmail, useSetNotifyByEmail } from '../notifications.ts';

/** The profile's "Notifications" section: whether each notification is e-mailed too. */
export function NotificationEmailPanel() {
  const { t } = useTranslation();
  const choice = useNotifyByEmail();
  const save = useSetNotifyByEmail();
  // The switch moves at once; it goes back if the choice could not be saved. Once saved it shows the
  // query's own answer: QueryState hands its children the answer a drawing late (useDeferredValue), so
  // the saved choice drawn from `chosen` turned the switch back off for a moment after each save.
  const [changing, setChanging] = useState<boolean | null>(null);
  const change = (next: boolean) => {
    if (save.isPending) return;
    setChanging(next);
    save.mutate(next, {
      onSuccess: () =>
        notify.success(next ? t('profile.notifications.turnedOn') : t('profile.notifications.turnedOff')),
      onError: (error) => notify.error(t('profile.notifications.failed'), error),
      onSettled: () => setChanging(null),
    });
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={720}
      component="section"
      aria-labelledby="notifications-settings-title"
    >
      <Stack gap="lg">
        <SectionHeading
          id="notifications-settings-title"
          title={t('profile.notifications.title')}
          text={t('profile.notifications.subtitle')}
        />
        <QueryState
          query={choice}
          loading={t('common.loading')}
          failed={t('profile.notifications.loadFailed')}
        >
          {(chosen) => (
            <Switch
              label={t('profile.notifications.email')}
              description={t('profile.notifications.emailHint')}
              checked={changing ?? choice.data ?? chosen}
              onChange={(event) => change(event.currentTarget.checked)}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
