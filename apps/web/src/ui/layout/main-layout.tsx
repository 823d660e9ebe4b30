import { AppShell, Box, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { Drawer } from '../dormant.tsx';
import { FullPageLoader } from '../full-page-loader.tsx';
import { HoverTooltip } from '../hover-tooltip.tsx';
import { Logo } from '../logo.tsx';
import { useNotificationsWarmUp } from '../notifications-host.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link.tsx';
import { useMedia } from '../use-media.ts';
import { LanguageMenu } from './language-menu.tsx';
import classes from './main-layout.module.css';
import navClasses from './nav-menu.module.css';
import { NavMenu } from './nav-menu.tsx';
import { SkinToggle } from './skin-toggle.tsx';

const NAVBAR_WIDTH = 256;
const NAVBAR_COLLAPSED_WIDTH = 76;

function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = collapsed ? t('nav.expand') : t('nav.collapse');
  const Icon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  const button = (
    <NavLink
      component="button"
      type="button"
      label={label}
      aria-label={collapsed ? label : undefined}
      leftSection={<Icon size={20} stroke={1.7} />}
      onClick={onToggle}
      className={collapsed ? `${navClasses.link} ${navClasses.iconOnly}` : navClasses.link}
    />
  );
  return collapsed ? (
    <HoverTooltip label={label} position="right" withArrow>
      {button}
    </HoverTooltip>
  ) : (
    button
  );
}

interface MainLayoutProps {
  /** The account corner of the top bar: the user menu, or a sign-in button. */
  account: ReactNode;
  /** The BAS link in the sidebar: the user has a GST-registered business. */
  showBas?: boolean;
  /**
   * The sidebar (and its drawer on a phone): the signed-in user's menu. A signed-out visitor (the free
   * invoice) gets the top bar alone, with the logo.
   */
  withNav?: boolean;
}

/**
 * The app's frame: a collapsible sidebar (a drawer below 768 px), a top bar with skin, language and
 * account controls, and the screen in the middle.
 */
export function MainLayout({ account, showBas = false, withNav = true }: MainLayoutProps) {
  const { t } = useTranslation();
  useNotificationsWarmUp();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const wide = useMedia('(min-width: 48em)');

  // The drawer closes on navigation and when the window grows past the drawer breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path on purpose.
  useEffect(() => drawer.close(), [pathname]);
  useEffect(() => {
    if (wide) drawer.close();
  }, [wide, drawer]);

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      {...(withNav
        ? {
            navbar: {
              width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
              breakpoint: 'sm',
              collapsed: { mobile: true },
            },
          }
        : {})}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {withNav && (
              <Burger
                hiddenFrom="sm"
                size="sm"
                opened={drawerOpened}
                onClick={drawer.toggle}
                aria-label={t('nav.openMenu')}
                aria-expanded={drawerOpened}
              />
            )}
            <Box
              {...(withNav ? { hiddenFrom: 'sm' } : {})}
              component={Link}
              to="/"
              aria-label={t('nav.home')}
              c="inherit"
              td="none"
            >
              {/* On a phone the mark alone: with the name, the account menu was pushed off a 390 px screen. */}
              <Box visibleFrom="xs">
                <Logo size="xs" />
              </Box>
              <Box hiddenFrom="xs">
                <Logo size="xs" markOnly />
              </Box>
            </Box>
          </Group>
          <Group gap={6} wrap="nowrap">
            <SkinToggle />
            <LanguageMenu />
            {account}
          </Group>
        </Group>
      </AppShell.Header>

      {withNav && (
        <>
          {/* Not drawn at all on a phone, where it is hidden (the drawer below holds the menu): a few
              hundred elements less in the first drawing of every screen. */}
          {wide && (
            <AppShell.Navbar visibleFrom="sm" className={classes.navbar} aria-label={t('nav.mainMenu')}>
              <div
                className={
                  collapsed
                    ? `${classes.navbarHeader} ${classes.navbarHeaderCollapsed}`
                    : classes.navbarHeader
                }
              >
                <Box component={Link} to="/" aria-label={t('nav.home')} c="inherit" td="none">
                  <Logo markOnly={collapsed} />
                </Box>
              </div>
              <AppShell.Section grow component={ScrollArea} p="sm">
                <NavMenu collapsed={collapsed} showBas={showBas} />
              </AppShell.Section>
              <AppShell.Section className={classes.navbarFooter}>
                <CollapseToggle collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
              </AppShell.Section>
            </AppShell.Navbar>
          )}

          <Drawer
            opened={drawerOpened}
            onClose={drawer.close}
            hiddenFrom="sm"
            size={288}
            padding="md"
            title={<Logo />}
            closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
          >
            <nav aria-label={t('nav.mainMenu')}>
              <NavMenu showBas={showBas} />
            </nav>
          </Drawer>
        </>
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Suspense fallback={<FullPageLoader height="50dvh" />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
