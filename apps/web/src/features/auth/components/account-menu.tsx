import { Avatar, Button, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconHelpCircle,
  IconLogin,
  IconLogout,
  IconMessageQuestion,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDormantMenu } from '../../../ui/dormant-menu.ts';
import { useSignOut } from '../account.ts';
import { hasAuthHint, useAuth } from '../auth-store.ts';
import { LOGIN_PATH, loginPathFor } from '../redirect.ts';

/** The top bar's account corner: the user menu when signed in, else a sign-in button. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu = useDormantMenu();

  if (!auth.authenticated || !auth.user) {
    // A session may still be confirmed by the check a guard or the layout started.
    if (!auth.sessionChecked && hasAuthHint()) return <Skeleton circle height={34} aria-hidden />;
    const to = loginPathFor(`${location.pathname}${location.search}${location.hash}`);
    return (
      <>
        <Button component={Link} to={to} leftSection={<IconLogin size={18} />} radius="md" visibleFrom="sm">
          {t('topbar.signIn')}
        </Button>
        <Button component={Link} to={to} radius="md" size="compact-md" hiddenFrom="sm">
          {t('topbar.signIn')}
        </Button>
      </>
    );
  }

  const { name, email, profileImageUrl } = auth.user;
  const initial = (name.trim()[0] ?? email.trim()[0] ?? '?').toLocaleUpperCase();
  const leave = () => {
    if (signOut.isPending) return;
    // Awaited, not an onSuccess callback: signing out empties the cache this mutation lives in.
    void signOut.mutateAsync().then(() => navigate(LOGIN_PATH));
  };

  const trigger = (
    <UnstyledButton
      aria-label={t('topbar.account', { name })}
      aria-haspopup="menu"
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      {...menu.triggerProps}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar color="indigo" radius="xl" size={34} src={profileImageUrl} alt="">
          {initial}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  if (!menu.armed) return trigger;

  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={menu.opened} onChange={menu.setOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('topbar.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/help" leftSection={<IconHelpCircle size={16} />}>
          {t('topbar.help')}
        </Menu.Item>
        <Menu.Item component={Link} to="/faq" leftSection={<IconMessageQuestion size={16} />}>
          {t('topbar.faq')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={leave}>
          {t('topbar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
