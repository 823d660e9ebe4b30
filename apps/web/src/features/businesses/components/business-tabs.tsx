import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../ui/route-tabs.tsx';

/** The two Business pages as tabs: the list and "Add My Business". */
export function BusinessTabs({ active }: { active: 'list' | 'add' }) {
  const { t } = useTranslation();
  const tabs = [
    { path: '/company/list', label: t('business.tabs.list') },
    { path: '/company/add', label: t('business.tabs.add') },
  ];
  return <RouteTabs tabs={tabs} active={active === 'list' ? '/company/list' : '/company/add'} />;
}
