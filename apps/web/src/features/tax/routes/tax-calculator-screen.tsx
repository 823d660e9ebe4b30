import { Stack, Tabs, Text } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { defaultTaxYear } from '@sorted/core/tax/tax-years';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMedia } from '../../../ui/use-media.ts';
import { BusinessCalculator } from '../components/business-calculator.tsx';
import { EmployeeCalculator } from '../components/employee-calculator.tsx';

/** The ATO tax calculator: a business owner (ABN, the default) or an employee (TFN). */
export default function TaxCalculatorScreen() {
  const { t } = useTranslation();
  // The year people file a return for: the latest completed financial year.
  const [defaultYear] = useState(() => defaultTaxYear(todayIn(appTimeZone())));
  const [tab, setTab] = useState<string | null>('business');
  // On a phone both tab names fit side by side only without their icons.
  const wide = useMedia('(min-width: 36em)');

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.taxCalculator.title')}
        crumbs={[{ label: t('nav.finance') }, { label: t('screens.taxCalculator.title') }]}
      />
      <Text c="dimmed" maw={720}>
        {t('screens.taxCalculator.text')}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="business" leftSection={wide && <IconBriefcase size={16} stroke={1.7} />}>
            {t('tax.tabs.business')}
          </Tabs.Tab>
          <Tabs.Tab value="employee" leftSection={wide && <IconUser size={16} stroke={1.7} />}>
            {t('tax.tabs.employee')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="business">
          <BusinessCalculator defaultYear={defaultYear} />
        </Tabs.Panel>
        <Tabs.Panel value="employee">
          <EmployeeCalculator defaultYear={defaultYear} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
