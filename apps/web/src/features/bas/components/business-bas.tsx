import { Stack } from '@mantine/core';
import { financialYearOf, todayIn } from '@sorted/core/dates/calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { DormantSelect } from '../../../ui/dormant-select.tsx';
import { Later } from '../../../ui/later.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { HistoryPanel } from '../../history/index.ts';
import { type BasPeriodAttributes, basYearOf, useBasYear } from '../bas.ts';
import { isFigure, usePeriodName } from '../bas-figures.ts';
import { RecordsPanel } from './records-panel.tsx';
import { Worksheet } from './worksheet.tsx';

/** The periods of the year side by side (a quarter's or a year's), or in a list (twelve months do not fit). */
function PeriodChoice({
  periods,
  value,
  onChange,
}: {
  periods: BasPeriodAttributes[];
  value: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const choices = periods.map((entry) => ({
    value: entry.key,
    label: entry.lodged
      ? `${periodName(entry.key)} ✓`
      : entry.overdue
        ? `${periodName(entry.key)} · ${t('bas.overdue')}`
        : periodName(entry.key),
  }));
  if (periods.length > 4) {
    return (
      <DormantSelect
        label={t('bas.period')}
        w={260}
        allowDeselect={false}
        data={choices}
        value={value}
        onChange={(next) => next && onChange(next)}
      />
    );
  }
  if (periods.length <= 1) return null;
  return (
    <Segments
      aria-label={t('bas.period')}
      data={choices}
      value={value}
      onChange={onChange}
      style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}

/**
 * A business's BAS for a financial year: the year, the period (this one unless the URL names another),
 * its worksheet, the records behind the figure chosen, and the period's history. The choices stay in the
 * URL (`year`, `period`, `figure`).
 */
export function BusinessBas({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayIn(appTimeZone());
  const currentYear = financialYearOf(today).start;
  const year = basYearOf(params);
  const query = useBasYear(companyId, year);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const figureParam = params.get('figure');
  const figure = isFigure(figureParam) ? figureParam : null;
  const years = [currentYear + 1, currentYear, currentYear - 1, currentYear - 2, currentYear - 3];

  return (
    <Stack gap="md">
      <DormantSelect
        label={t('bas.year')}
        w={200}
        allowDeselect={false}
        data={years.map((start) => ({
          value: String(start),
          label: `${start}–${String(start + 1).slice(2)}`,
        }))}
        value={String(year)}
        onChange={(value) => update({ year: value, period: null, figure: null })}
      />
      <QueryState query={query} loading={t('bas.loading')} failed={t('bas.failed')}>
        {(periods) => {
          const current = periods.find((entry) => entry.start <= today && today <= entry.end);
          const selected =
            periods.find((entry) => entry.key === params.get('period')) ?? current ?? periods[0];
          if (!selected) return null;
          return (
            <Stack gap="md">
              <PeriodChoice
                periods={periods}
                value={selected.key}
                onChange={(value) => update({ period: value, figure: null })}
              />
              <Worksheet
                companyId={companyId}
                period={selected}
                figure={figure}
                onFigure={(next) => update({ figure: next })}
              />
              {figure && (
                <RecordsPanel
                  key={`${selected.key}-${figure}`}
                  companyId={companyId}
                  period={selected.key}
                  figure={figure}
                />
              )}
              <Later>
                <HistoryPanel type="bas-period" id={`${companyId}:${selected.key}`} />
              </Later>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
