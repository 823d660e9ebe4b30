import { Button } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={IconMapSearch}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('errors.home')}
        </Button>
      }
    />
  );
}
