import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RecurringSchedulesPanel } from '../components/recurring-schedules-panel.tsx';

/** Every recurring invoice schedule of the user, of all clients. */
export default function RecurringListScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.recurring.title')}
        crumbs={[{ label: t('nav.finance') }, { label: t('screens.recurring.title') }]}
      />
      <RecurringSchedulesPanel titled={false} />
    </Stack>
  );
}
