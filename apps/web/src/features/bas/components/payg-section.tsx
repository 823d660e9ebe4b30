import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { financialYearOf } from '@sorted/core/dates/calendar';
import { formatAmount } from '@sorted/core/i18n/format';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../lib/lazy-with-timeout.ts';
import { notify } from '../../../ui/notify.tsx';
import { LoadingState } from '../../../ui/query-state.tsx';
import {
  type BasPeriodAttributes,
  type PaygLabelsAttributes,
  usePaygOption,
  usePaygVariation,
} from '../bas.ts';
import { reasonText } from './payg-reasons.ts';

// A quarter's PAYG instalment on the BAS screen (issue 31): the year's option as the ATO notified it,
// the labels as the activity statement takes them, a variation with its reason, and 5A/5B with the GST.

// The forms load when the owner opens one (a pointer over or focus on its button starts the download).
const loadForms = () => importWithTimeout(() => import('./payg-forms.tsx'));
const OptionForm = lazy(() => loadForms().then(({ OptionForm }) => ({ default: OptionForm })));
const VariationForm = lazy(() => loadForms().then(({ VariationForm }) => ({ default: VariationForm })));
const warmForms = () => void loadForms().catch(() => undefined);

/** The labels in the order of the form, each with its code. */
function LabelsTable({ period, labels }: { period: BasPeriodAttributes; labels: PaygLabelsAttributes }) {
  const { t } = useTranslation();
  const rate = (value: string | null) => (value === null ? '' : `${value}%`);
  const rows: { code: string; text: string; value: string; testId: string; strong?: boolean }[] =
    labels.option === 'amount'
      ? [
          { code: 'T7', text: t('bas.payg.t7'), value: formatAmount(labels.t7 ?? '0'), testId: 'payg-t7' },
          ...(labels.t8 !== null
            ? [
                { code: 'T8', text: t('bas.payg.t8'), value: formatAmount(labels.t8), testId: 'payg-t8' },
                {
                  code: 'T9',
                  text: t('bas.payg.t9'),
                  value: formatAmount(labels.t9 ?? '0'),
                  testId: 'payg-t9',
                },
                { code: 'T4', text: t('bas.payg.t4'), value: reasonText(t, labels.t4), testId: 'payg-t4' },
              ]
            : []),
        ]
      : [
          { code: 'T1', text: t('bas.payg.t1'), value: formatAmount(labels.t1 ?? '0'), testId: 'payg-t1' },
          { code: 'T2', text: t('bas.payg.t2'), value: rate(labels.t2), testId: 'payg-t2' },
          ...(labels.t3 !== null
            ? [
                { code: 'T3', text: t('bas.payg.t3'), value: rate(labels.t3), testId: 'payg-t3' },
                { code: 'T4', text: t('bas.payg.t4'), value: reasonText(t, labels.t4), testId: 'payg-t4' },
              ]
            : []),
          {
            code: 'T11',
            text: t('bas.payg.t11'),
            value: formatAmount(labels.t11 ?? '0'),
            testId: 'payg-t11',
          },
        ];
  rows.push({
    code: '5A',
    text: t('bas.payg.a5'),
    value: formatAmount(labels.instalment),
    testId: 'payg-5a',
    strong: true,
  });
  if (Number(labels.credit) !== 0) {
    rows.push({ code: '5B', text: t('bas.payg.b5'), value: formatAmount(labels.credit), testId: 'payg-5b' });
  }
  // With the GST: what this activity statement comes to (1A − 1B + 5A − 5B).
  const total = Number(period.total.net) + Number(labels.instalment) - Number(labels.credit);
  return (
    <Table>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.code}>
            <Table.Td fw={row.strong ? 700 : undefined}>
              <Text span fw={700} mr="sm">
                {row.code}
              </Text>
              {row.text}
            </Table.Td>
            <Table.Td ta="right" fw={row.strong ? 700 : undefined} data-testid={row.testId}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>{total < 0 ? t('bas.payg.totalRefund') : t('bas.payg.totalToPay')}</Table.Td>
          <Table.Td ta="right" fw={700} data-testid="payg-statement-total">
            {formatAmount(Math.abs(total).toFixed(2))}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
/** The quarter's PAYG instalment: the year's option, the labels, varying the quarter. Quarterly BAS only. */
export function PaygSection({ companyId, period }: { companyId: string; period: BasPeriodAttributes }) {
  const { t } = useTranslation();
  const year = financialYearOf(period.start).start;
  const option = usePaygOption(companyId, year, period.reporting_period === 'quarterly');
  const { remove } = usePaygVariation(companyId, period.key);
  const [editing, setEditing] = useState<'option' | 'variation' | null>(null);
  // No option recorded yet: the owner has asked for its form.
  const [opened, setOpened] = useState(false);
  if (period.reporting_period !== 'quarterly') return null;
  const labels = period.payg ?? null;
  const yearLabel = `${year}–${String(year + 1).slice(2)}`;
  const locked = option.data?.locked ?? false;
  const varied = labels !== null && (labels.t8 !== null || labels.t3 !== null);

  const removeVariation = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify.success(t('bas.payg.variationRemoved')),
      onError: (error) => notify.error(t('bas.payg.saveFailed'), error),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="payg-title"
      data-testid="payg-section"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h5" id="payg-title">
            {t('bas.payg.title')}
          </Title>
          {labels && (
            <Badge variant="light" color="grape" data-testid="payg-option">
              {labels.option === 'amount' ? t('bas.payg.optionAmount') : t('bas.payg.optionRate')}
            </Badge>
          )}
        </Group>
        {labels === null && locked ? (
          <Text size="sm" c="dimmed" data-testid="payg-none">
            {t('bas.payg.noneLocked', { year: yearLabel })}
          </Text>
        ) : labels === null && !opened ? (
          <>
            <Text size="sm" c="dimmed">
              {t('bas.payg.chooseText', { year: yearLabel })}
            </Text>
            {!option.isPending && (
              <Button
                variant="default"
                style={{ alignSelf: 'flex-start' }}
                onPointerEnter={warmForms}
                onFocus={warmForms}
                onClick={() => setOpened(true)}
              >
                {t('bas.payg.enterOption', { year: yearLabel })}
              </Button>
            )}
          </>
        ) : labels === null ? (
          // Saved, it stays until the period comes back with the labels, which take its place.
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <Text size="sm" c="dimmed">
              {t('bas.payg.chooseText', { year: yearLabel })}
            </Text>
            <OptionForm
              companyId={companyId}
              year={year}
              current={option.data}
              onCancel={() => setOpened(false)}
            />
          </Suspense>
        ) : editing === 'option' ? (
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <OptionForm
              companyId={companyId}
              year={year}
              current={option.data}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        ) : (
          <>
            <LabelsTable period={period} labels={labels} />
            <Text size="xs" c="dimmed">
              {labels.option === 'rate' ? t('bas.payg.t1Note') : t('bas.payg.amountNote')}{' '}
              {t('bas.payg.dueNote')}
            </Text>
            {editing === 'variation' ? (
              <Suspense fallback={<LoadingState label={t('common.loading')} />}>
                <VariationForm
                  companyId={companyId}
                  period={period}
                  labels={labels}
                  onDone={() => setEditing(null)}
                />
              </Suspense>
            ) : (
              !period.lodged && (
                <Group gap="sm">
                  <Button
                    variant="default"
                    onPointerEnter={warmForms}
                    onFocus={warmForms}
                    onClick={() => setEditing('variation')}
                  >
                    {varied ? t('bas.payg.changeVariation') : t('bas.payg.vary')}
                  </Button>
                  {varied && (
                    <Button variant="subtle" color="red" loading={remove.isPending} onClick={removeVariation}>
                      {t('bas.payg.removeVariation')}
                    </Button>
                  )}
                  {!locked && (
                    <Button
                      variant="subtle"
                      onPointerEnter={warmForms}
                      onFocus={warmForms}
                      onClick={() => setEditing('option')}
                    >
                      {t('bas.payg.changeOption', { year: yearLabel })}
                    </Button>
                  )}
                </Group>
              )
            )}
            {period.lodged && (
              <Text size="sm" c="dimmed" data-testid="payg-lodged">
                {t('bas.payg.lodgedText')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
