import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/lazy-with-timeout.ts';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The router's error element: a screen whose code did not load (offline, a new release, a stalled
 * download) gets a reload button; anything else a friendly "something went wrong".
 */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const reload = (
    <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
      {t('errors.reload')}
    </Button>
  );

  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        fullPage={fullPage}
        icon={IconCloudOff}
        title={t('errors.chunkTitle')}
        text={t('errors.chunkText')}
        actions={reload}
      />
    );
  }
  console.error(error);
  return (
    <ErrorScreen
      fullPage={fullPage}
      icon={IconAlertTriangle}
      title={t('errors.genericTitle')}
      text={t('errors.genericText')}
      actions={
        <>
          {reload}
          <Button variant="default" component={Link} to="/">
            {t('errors.home')}
          </Button>
        </>
      }
    />
  );
}
