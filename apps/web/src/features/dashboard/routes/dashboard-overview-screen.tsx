import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function DashboardOverviewScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.dashboard.title')} text={t('screens.dashboard.text')} />;
}
