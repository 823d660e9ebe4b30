import { Box, Group, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageLoader } from '../full-page-loader.tsx';
import { Logo } from '../logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link.tsx';
import classes from './auth-layout.module.css';
import { LanguageMenu } from './language-menu.tsx';
import { SkinToggle } from './skin-toggle.tsx';

/** The frame of the signed-out screens: the logo over a centred card, language and skin in the corner. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <SkipLink />
      <Group component="header" justify="flex-end" gap="xs" p="md">
        <SkinToggle />
        <LanguageMenu />
      </Group>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Box component={Link} to="/" aria-label={t('nav.home')} c="inherit" td="none">
          <Logo size="lg" />
        </Box>
        <Paper className={classes.card} withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Suspense fallback={<FullPageLoader height="12rem" />}>
            <Outlet />
          </Suspense>
        </Paper>
      </main>
    </div>
  );
}
