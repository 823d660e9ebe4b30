import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or the session check is on its way. */
export function FullPageLoader({ height = '100dvh' }: { height?: string }) {
  const { t } = useTranslation();
  return (
    <Center h={height} role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
