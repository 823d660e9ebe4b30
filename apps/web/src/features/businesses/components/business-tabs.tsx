import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The two Business pages as tabs: the list and "Add My Business". */
export function BusinessTabs({ active }: { active: 'list' | 'add' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value === 'list') void navigate('/company/list');
        if (value === 'add') void navigate('/company/add');
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="list">{t('business.tabs.list')}</Tabs.Tab>
        <Tabs.Tab value="add">{t('business.tabs.add')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
