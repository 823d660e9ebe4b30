import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../ui/route-tabs.tsx';

const PATHS = {
  estimate: '/tax-time/estimate',
  car: '/tax-time/car',
  homeOffice: '/tax-time/home-office',
  assets: '/tax-time/assets',
} as const;

/** Tax time's screens as tabs: the year's estimate first, then the deductions it takes off. */
export function TaxTimeTabs({ active }: { active: keyof typeof PATHS }) {
  const { t } = useTranslation();
  const tabs = [
    { path: PATHS.estimate, label: t('taxTime.tabs.estimate') },
    { path: PATHS.car, label: t('taxTime.tabs.car') },
    { path: PATHS.homeOffice, label: t('taxTime.tabs.homeOffice') },
    { path: PATHS.assets, label: t('taxTime.tabs.assets') },
  ];
  return <RouteTabs tabs={tabs} active={PATHS[active]} />;
}
