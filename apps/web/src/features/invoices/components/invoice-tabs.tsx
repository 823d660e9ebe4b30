import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../ui/route-tabs.tsx';

/** The two Invoice pages as tabs: "Create Invoice" and "View Invoices" (the list); none is current on an invoice's overview. */
export function InvoiceTabs({ active }: { active?: 'create' | 'list' }) {
  const { t } = useTranslation();
  const tabs = [
    { path: '/invoice/create', label: t('invoiceList.tabs.create') },
    { path: '/invoice/list', label: t('invoiceList.tabs.list') },
  ];
  return (
    <RouteTabs tabs={tabs} active={active && (active === 'create' ? '/invoice/create' : '/invoice/list')} />
  );
}
