import { Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { LanguageMenu } from '../../ui/layout/language-menu.tsx';
import { SkinToggle } from '../../ui/layout/skin-toggle.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link.tsx';
import { WithQueries } from './with-queries.tsx';

/**
 * The frame of a page shown to someone who is not a user (a client opening their invoice): no app
 * shell, no menu, no sign-in; only language and skin.
 */
export default function PublicLayoutRoute() {
  return (
    <WithQueries>
      <SkipLink />
      <Group component="header" justify="flex-end" gap="xs" p="md">
        <SkinToggle />
        <LanguageMenu />
      </Group>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" pb="xl">
        <Suspense fallback={<FullPageLoader height="12rem" />}>
          <Outlet />
        </Suspense>
      </Container>
    </WithQueries>
  );
}
