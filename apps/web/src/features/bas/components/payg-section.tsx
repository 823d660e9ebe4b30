import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { financialYearOf } from '@sorted/core/dates/calendar';
import { formatAmount } from '@sorted/core/i18n/format';
import { paygOptionSchema, paygVariationSchema } from '@sorted/core/schemas/payg-instalments';
import {
  isVariationReason,
  type PaygOption,
  VARIATION_REASONS,
  type VariationReason,
} from '@sorted/core/tax-time/payg-instalments';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notify } from '../../../ui/notify.tsx';
import { Segments } from '../../../ui/segments.tsx';
import {
  type BasPeriodAttributes,
  type PaygLabelsAttributes,
  type PaygOptionAttributes,
  type PaygOptionValues,
  type PaygVariationValues,
  usePaygOption,
  usePaygVariation,
  useSavePaygOption,
} from '../bas.ts';

// A quarter's PAYG instalment on the BAS screen (issue 31): the year's option as the ATO notified it,
// the labels as the activity statement takes them, a variation with its reason, and 5A/5B with the GST.

const optionSchema = {
  safeParse: (values: unknown) => {
    const { option, t7, t2 } = values as PaygOptionValues;
    return paygOptionSchema.safeParse(option === 'amount' ? { option, t7 } : { option, t2 });
  },
};

const variationSchema = (option: PaygOption) => ({
  safeParse: (values: unknown) => {
    const { t8, t3, t4 } = values as PaygVariationValues;
    return paygVariationSchema.safeParse(option === 'amount' ? { t8, t4 } : { t3, t4 });
  },
});

function OptionForm({
  companyId,
  year,
  current,
  onDone,
}: {
  companyId: string;
  year: number;
  current: PaygOptionAttributes | undefined;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<PaygOptionValues>(optionSchema, {
    option: current?.option ?? 'amount',
    t7: current?.t7 ?? '',
    t2: current?.t2 ?? '',
  });
  const save = useSavePaygOption(companyId, year);
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    (values) => {
      setFailure(undefined);
      save.mutate(values, {
        onSuccess: () => {
          notify.success(t('bas.payg.optionSaved'));
          onDone?.();
        },
        onError: (error) => {
          setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('bas.payg.saveFailed')));
          focusFirstError(element.current);
        },
      });
    },
    () => focusFirstError(element.current),
  );
  return (
    <form ref={element} onSubmit={submit} noValidate data-testid="payg-option-form">
      <Stack gap="sm">
        <Segments
          aria-label={t('bas.payg.option')}
          data={[
            { value: 'amount', label: t('bas.payg.optionAmount') },
            { value: 'rate', label: t('bas.payg.optionRate') },
          ]}
          value={form.values.option}
          onChange={(value) => form.setFieldValue('option', value === 'rate' ? 'rate' : 'amount')}
          style={{ alignSelf: 'flex-start' }}
        />
        {form.values.option === 'amount' ? (
          <TextInput
            label={t('bas.payg.t7Field')}
            description={t('bas.payg.t7Hint')}
            inputMode="decimal"
            w={260}
            {...form.getInputProps('t7')}
          />
        ) : (
          <TextInput
            label={t('bas.payg.t2Field')}
            description={t('bas.payg.t2Hint')}
            inputMode="decimal"
            rightSection="%"
            w={260}
            {...form.getInputProps('t2')}
          />
        )}
        <FormActions
          submitLabel={t('bas.payg.saveOption')}
          pending={save.isPending}
          failure={failure}
          {...(onDone ? { cancelLabel: t('bas.cancel'), onCancel: onDone } : {})}
        />
      </Stack>
    </form>
  );
}

function VariationForm({
  companyId,
  period,
  labels,
  onDone,
}: {
  companyId: string;
  period: BasPeriodAttributes;
  labels: PaygLabelsAttributes;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm<PaygVariationValues>(variationSchema(labels.option), {
    t8: labels.t8 ?? '',
    t3: labels.t3 ?? '',
    t4: labels.t4 ?? '',
  });
  const { save } = usePaygVariation(companyId, period.key);
  const [failure, setFailure] = useState<string | undefined>();
  const element = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    (values) => {
      setFailure(undefined);
      save.mutate(
        { option: labels.option, values },
        {
          onSuccess: () => {
            notify.success(t('bas.payg.varied'));
            onDone();
          },
          onError: (error) => {
            setFailure(showServerErrors(form, error, i18n.resolvedLanguage, t('bas.payg.saveFailed')));
            focusFirstError(element.current);
          },
        },
      );
    },
    () => focusFirstError(element.current),
  );
  return (
    <form ref={element} onSubmit={submit} noValidate data-testid="payg-variation-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {labels.option === 'amount' ? t('bas.payg.varyAmountText') : t('bas.payg.varyRateText')}
        </Text>
        <Group align="flex-start" gap="md">
          {labels.option === 'amount' ? (
            <TextInput
              label={t('bas.payg.t8Field')}
              inputMode="decimal"
              w={240}
              {...form.getInputProps('t8')}
            />
          ) : (
            <TextInput
              label={t('bas.payg.t3Field')}
              inputMode="decimal"
              rightSection="%"
              w={200}
              {...form.getInputProps('t3')}
            />
          )}
          <Select
            label={t('bas.payg.t4Field')}
            description={t('bas.payg.t4Hint')}
            data={VARIATION_REASONS.map((code) => ({ value: code, label: reasonText(t, code) }))}
            allowDeselect={false}
            w={{ base: '100%', sm: 420 }}
            {...form.getInputProps('t4')}
          />
        </Group>
        <FormActions
          submitLabel={t('bas.payg.saveVariation')}
          pending={save.isPending}
          failure={failure}
          cancelLabel={t('bas.cancel')}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

const REASON_TEXTS = {
  '21': 'bas.payg.reasons.21',
  '22': 'bas.payg.reasons.22',
  '23': 'bas.payg.reasons.23',
  '24': 'bas.payg.reasons.24',
  '25': 'bas.payg.reasons.25',
  '26': 'bas.payg.reasons.26',
  '27': 'bas.payg.reasons.27',
  '33': 'bas.payg.reasons.33',
} as const satisfies Record<VariationReason, string>;

/** A T4 code with the ATO's reason: "23 – Significant change in trading conditions" (a code of its own as stored). */
function reasonText(t: TFunction, code: string | null): string {
  if (code === null) return '';
  return isVariationReason(code) ? `${code} – ${t(REASON_TEXTS[code])}` : code;
}

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
        ) : labels === null || editing === 'option' ? (
          option.isPending ? null : (
            <>
              <Text size="sm" c="dimmed">
                {t('bas.payg.chooseText', { year: yearLabel })}
              </Text>
              <OptionForm
                companyId={companyId}
                year={year}
                current={option.data}
                {...(labels ? { onDone: () => setEditing(null) } : {})}
              />
            </>
          )
        ) : (
          <>
            <LabelsTable period={period} labels={labels} />
            <Text size="xs" c="dimmed">
              {labels.option === 'rate' ? t('bas.payg.t1Note') : t('bas.payg.amountNote')}{' '}
              {t('bas.payg.dueNote')}
            </Text>
            {editing === 'variation' ? (
              <VariationForm
                companyId={companyId}
                period={period}
                labels={labels}
                onDone={() => setEditing(null)}
              />
            ) : (
              !period.lodged && (
                <Group gap="sm">
                  <Button variant="default" onClick={() => setEditing('variation')}>
                    {varied ? t('bas.payg.changeVariation') : t('bas.payg.vary')}
                  </Button>
                  {varied && (
                    <Button variant="subtle" color="red" loading={remove.isPending} onClick={removeVariation}>
                      {t('bas.payg.removeVariation')}
                    </Button>
                  )}
                  {!locked && (
                    <Button variant="subtle" onClick={() => setEditing('option')}>
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
