import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The two Invoice pages as tabs: "Create Invoice" and "View Invoices" (the list). */
export function InvoiceTabs({ active }: { active: 'create' | 'list' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value === 'create') void navigate('/invoice/create');
        if (value === 'list') void navigate('/invoice/list');
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="create">{t('invoiceList.tabs.create')}</Tabs.Tab>
        <Tabs.Tab value="list">{t('invoiceList.tabs.list')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
