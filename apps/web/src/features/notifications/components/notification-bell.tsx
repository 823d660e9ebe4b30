import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { formatDisplayInstant } from '@sorted/core/i18n/format';
import { subjectPath } from '@sorted/core/notifications/notifications';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDormantMenu } from '../../../ui/dormant-menu.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { notificationText } from '../notification-text.ts';
import { type Notification, useMarkAllRead, useMarkRead, useNotifications } from '../notifications.ts';
import classes from './notification-bell.module.css';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t, i18n } = useTranslation();
  const unread = item.read_at === null;
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={unread || undefined}
        onClick={() => onOpen(item)}
        data-testid="notification"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={unread ? 700 : 400}>
              {unread && <VisuallyHidden>{t('topbar.notifications.unread')}: </VisuallyHidden>}
              {notificationText(item, i18n.resolvedLanguage)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDisplayInstant(item.created_at, i18n.resolvedLanguage)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/**
 * The top bar's bell: how many notifications are unread (in its name and a badge), and under it the
 * newest, unread ones bold; opening one marks it read and goes to what it is about.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { armed, opened, setOpened, triggerProps } = useDormantMenu();
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  const label =
    unread > 0 ? t('topbar.notifications.labelUnread', { count: unread }) : t('topbar.notifications.label');

  const open = (item: Notification) => {
    if (item.read_at === null) markRead.mutate(item.id);
    setOpened(false);
    void navigate(subjectPath({ type: item.subject_type, id: item.subject_id, number: item.subject_number }));
  };

  const trigger = (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => setOpened(!opened)}
      data-testid="notification-bell"
      {...triggerProps}
    >
      <IconBell size={19} stroke={1.7} />
    </ActionIcon>
  );

  return (
    // The badge repeats the count the button's name says: hidden from assistive technology.
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      size={18}
      offset={3}
      color="red"
      classNames={{ indicator: classes.badge }}
    >
      {armed ? (
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width={360}
          shadow="md"
          radius="md"
          trapFocus
          returnFocus
        >
          <Popover.Target>{trigger}</Popover.Target>
          <Popover.Dropdown p={0} className={classes.dropdown} aria-labelledby="notifications-title">
            <Group justify="space-between" px="md" py="sm" className={classes.header} wrap="nowrap">
              <Text fw={600} id="notifications-title" component="h2" size="md" m={0}>
                {t('topbar.notifications.title')}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconBellCheck size={16} />}
                disabled={unread === 0}
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                {t('topbar.notifications.markAllRead')}
              </Button>
            </Group>
            <QueryState
              query={query}
              loading={t('topbar.notifications.loading')}
              failed={t('topbar.notifications.failed')}
              isEmpty={(page) => page.items.length === 0}
              empty={
                <Text size="sm" c="dimmed" p="md" data-testid="notifications-empty">
                  {t('topbar.notifications.empty')}
                </Text>
              }
            >
              {(page) => (
                <ScrollArea.Autosize mah="min(70dvh, 480px)" type="auto">
                  <ul className={classes.list} aria-label={t('topbar.notifications.title')}>
                    {page.items.map((item) => (
                      <NotificationItem key={item.id} item={item} onOpen={open} />
                    ))}
                  </ul>
                </ScrollArea.Autosize>
              )}
            </QueryState>
          </Popover.Dropdown>
        </Popover>
      ) : (
        trigger
      )}
    </Indicator>
  );
}
