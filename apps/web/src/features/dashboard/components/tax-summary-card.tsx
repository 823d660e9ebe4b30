import { Badge, Button, Card, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { useJoinWaitlist, useOnWaitlist } from '../dashboard.ts';

/** The Tax Summary teaser: Coming Soon, and Join Waitlist with its modal (OK disabled once on the list). */
export function TaxSummaryCard({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const status = useOnWaitlist(userId);
  const joining = useJoinWaitlist();
  const onList = status.data === true;

  useEffect(() => {
    if (status.isError) notify.error(t('dashboard.waitlist.loadFailed'));
  }, [status.isError, t]);

  const join = () => {
    if (!userId || joining.isPending) return;
    joining.mutate(userId, {
      onSuccess: () => {
        notify.success(t('dashboard.waitlist.joined'));
        setOpened(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) notify.error(t('dashboard.waitlist.already'));
        else notify.error(t('dashboard.waitlist.joinFailed'));
      },
    });
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="tax-summary-title"
      h="100%"
    >
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconReceiptTax size={26} stroke={1.6} />
            </ThemeIcon>
            <Badge variant="light" color="grape" radius="sm">
              {t('dashboard.taxSummary.comingSoon')}
            </Badge>
          </Group>
          <Text id="tax-summary-title" fw={600} size="lg">
            {t('dashboard.taxSummary.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.taxSummary.text')}
          </Text>
        </Stack>
        <Button variant="light" onClick={() => setOpened(true)} disabled={!userId}>
          {onList ? t('dashboard.taxSummary.onList') : t('dashboard.taxSummary.join')}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('dashboard.waitlist.title')} centered>
        <Stack gap="md">
          <Text size="sm">{onList ? t('dashboard.waitlist.already') : t('dashboard.waitlist.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('dashboard.waitlist.cancel')}
            </Button>
            <Button onClick={join} loading={joining.isPending} disabled={onList || status.isPending}>
              {t('dashboard.waitlist.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
