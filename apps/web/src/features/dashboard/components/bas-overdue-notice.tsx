import { Alert, Anchor, List } from '@mantine/core';
import { financialYearOf } from '@sorted/core/dates/calendar';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { isLocale } from '@sorted/core/i18n/locales';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The profit feature's data module: the set-aside names every BAS period not lodged, and the API says
// which are overdue with the BAS screen's own rule, so both screens agree.
import { type SetAside, useSetAside } from '../../profit/index.ts';

export interface OverdueBas {
  companyId: string;
  business: string;
  key: string;
  start: string;
  due: string;
}

/** Every overdue BAS period of the user's registered businesses, oldest first per business. */
export function overdueBasPeriods(aside: SetAside | undefined): OverdueBas[] {
  return (aside?.gst ?? []).flatMap((business) =>
    business.periods
      .filter((period) => period.overdue)
      .map((period) => ({
        companyId: business.id,
        business: business.name,
        key: period.key,
        start: period.start,
        due: period.due,
      })),
  );
}

const periodPath = (period: OverdueBas) =>
  `/bas?${new URLSearchParams({
    company: period.companyId,
    year: String(financialYearOf(period.start).start),
    period: period.key,
  })}`;

/** Says which BAS periods are overdue, each a link to its worksheet on /bas; nothing when none is. */
export function BasOverdueNotice({ periods }: { periods: readonly OverdueBas[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  if (periods.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('dashboard.basOverdue.title')}
      data-testid="bas-overdue-notice"
    >
      <List size="sm" spacing={4}>
        {periods.map((period) => (
          <List.Item key={`${period.companyId}-${period.key}`}>
            {/* The alert's own text colour: the brand's link colour is below 4.5:1 on its tint. */}
            <Anchor component={Link} to={periodPath(period)} size="sm" c="inherit" underline="always">
              {t('dashboard.basOverdue.line', {
                business: period.business,
                period: basPeriodLabel(period.key, locale),
                date: formatDisplayDate(period.due),
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The dashboard's notice, from the set-aside the Tax Summary card asks for too (one request). */
export function BasOverdueCard() {
  const query = useSetAside();
  return <BasOverdueNotice periods={overdueBasPeriods(query.data)} />;
}
