import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../ui/route-tabs.tsx';

/** The two Quote pages as tabs: "New quote" and "View quotes"; none is current on a quote's overview. */
export function QuoteTabs({ active }: { active?: 'new' | 'list' }) {
  const { t } = useTranslation();
  const tabs = [
    { path: '/quotes/new', label: t('quotes.tabs.new') },
    { path: '/quotes', label: t('quotes.tabs.list') },
  ];
  return <RouteTabs tabs={tabs} active={active && (active === 'new' ? '/quotes/new' : '/quotes')} />;
}
