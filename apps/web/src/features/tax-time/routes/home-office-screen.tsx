import { Grid, Stack } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { HomeOfficeClaimCard } from '../components/home-office-claim-card.tsx';
import { HomeOfficeDayPanel } from '../components/home-office-day-form.tsx';
import { HomeOfficeDiary } from '../components/home-office-diary.tsx';
import { HomeOfficePatternPanel } from '../components/home-office-pattern-form.tsx';
import { TaxTimeTabs } from '../components/tax-time-tabs.tsx';
import { TaxYearPicker, useTaxYear } from '../components/tax-year-picker.tsx';
import { type HomeOfficeDay, homeOfficeYears } from '../home-office.ts';

type Panel = { kind: 'day'; day: HomeOfficeDay | null } | { kind: 'pattern' } | null;

/** Working from home: the year's claim at the fixed rate per hour, and the diary of hours it rests on. */
export default function HomeOfficeScreen() {
  const { t } = useTranslation();
  const today = todayIn(appTimeZone());
  const years = homeOfficeYears(today);
  const [year, setYear] = useTaxYear(years);
  const [panel, setPanel] = useState<Panel>(null);
  const start = Number(year.slice(0, 4));
  const lastDay = `${start + 1}-06-30`;
  const close = () => setPanel(null);

  const picker = <TaxYearPicker years={years} year={year} onChange={setYear} />;

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('taxTime.homeOffice.title')}
        crumbs={[{ label: t('taxTime.title'), to: '/tax-time' }, { label: t('taxTime.homeOffice.title') }]}
        actions={picker}
      />
      <TaxTimeTabs active="homeOffice" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <HomeOfficeClaimCard year={year} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <HomeOfficeDiary
            year={year}
            onAdd={() => setPanel({ kind: 'day', day: null })}
            onFill={() => setPanel({ kind: 'pattern' })}
            onEdit={(day) => setPanel({ kind: 'day', day })}
          />
        </Grid.Col>
      </Grid>
      <HomeOfficeDayPanel
        opened={panel?.kind === 'day'}
        day={panel?.kind === 'day' ? panel.day : null}
        today={today}
        onClose={close}
      />
      <HomeOfficePatternPanel
        opened={panel?.kind === 'pattern'}
        from={`${start}-07-01`}
        to={lastDay < today ? lastDay : today}
        today={today}
        onClose={close}
      />
    </Stack>
  );
}
