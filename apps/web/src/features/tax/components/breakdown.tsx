import { Badge, Divider, Flex, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAud, formatWholeDollars } from '@sorted/core/i18n/format';
import type { Cents } from '@sorted/core/money/cents';
import type { IndividualTax } from '@sorted/core/tax/individual-tax';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeduction, formatRate } from '../format.ts';
import { NO_MEDICARE_LABELS } from '../labels.ts';

interface RowProps {
  label: ReactNode;
  value: string;
  /** Totals stand out; detail rows are indented and quieter. */
  variant?: 'total' | 'detail' | 'normal';
  testId?: string;
}

/** One line of the breakdown: what, and how much. */
export function Row({ label, value, variant = 'normal', testId }: RowProps) {
  const detail = variant === 'detail';
  const total = variant === 'total';
  const tone = detail ? { c: 'dimmed' } : {};
  return (
    <Group
      justify="space-between"
      align="baseline"
      wrap="nowrap"
      gap="md"
      py={detail ? 2 : 6}
      pl={detail ? 'md' : 0}
      style={total ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text size="sm" {...tone} fw={total ? 650 : 400} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        {...tone}
        fw={total ? 700 : 500}
        {...(testId ? { 'data-testid': testId } : {})}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The headline figures of a result: side by side on wide screens, compact rows on a phone. */
export function Summary({ items }: { items: { label: string; value: string; testId: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: items.length }} spacing="sm">
      {items.map((item) => (
        <Paper
          key={item.testId}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          bg="var(--mantine-color-default-hover)"
        >
          <Flex
            direction={{ base: 'row', xs: 'column' }}
            justify={{ base: 'space-between', xs: 'flex-start' }}
            align={{ base: 'center', xs: 'flex-start' }}
            gap={{ base: 'sm', xs: 0 }}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {item.label}
            </Text>
            <Text
              fz={{ base: 18, xs: 22 }}
              fw={700}
              data-testid={item.testId}
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {item.value}
            </Text>
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Marks a figure worked out from figures not published yet for the year (see the rates note). */
export function EstimateBadge() {
  const { t } = useTranslation();
  return (
    <Badge component="span" ml={6} size="xs" variant="light" color="yellow">
      {t('tax.breakdown.estimate')}
    </Badge>
  );
}

/** Income tax bracket by bracket, each offset, and the Medicare levy of one person. */
interface IndividualTaxRowsProps {
  tax: IndividualTax;
  /** The income before cents were dropped: when it had cents, a row shows the whole dollars assessed. */
  income: Cents;
  testIdPrefix: string;
}

export function IndividualTaxRows({ tax, income, testIdPrefix }: IndividualTaxRowsProps) {
  const { t } = useTranslation();
  const reached = tax.brackets.filter((bracket) => bracket.income > 0);
  const entitled = tax.offsetsTotal;
  const medicare = tax.medicare;
  const estimate = medicare !== null && !medicare.thresholds.confirmed;
  let medicareLabel = '';
  if (medicare?.phase === 'exempt') {
    medicareLabel = t('tax.breakdown.medicareExempt', {
      lower: formatWholeDollars(medicare.thresholds.lower),
    });
  } else if (medicare?.phase === 'shade-in') {
    medicareLabel = t('tax.breakdown.medicareShadeIn', {
      lower: formatWholeDollars(medicare.thresholds.lower),
    });
  } else if (medicare) {
    medicareLabel = t('tax.breakdown.medicareFull');
  }

  return (
    <Stack gap={0}>
      {income !== tax.taxableIncome && (
        <Row variant="detail" label={t('tax.breakdown.assessed')} value={formatAud(tax.taxableIncome)} />
      )}
      <Row label={t('tax.breakdown.incomeTax')} value={formatAud(tax.incomeTax)} />
      {reached.map((bracket) => (
        <Row
          key={bracket.over}
          variant="detail"
          label={
            bracket.upTo === null
              ? t('tax.breakdown.bracketTop', {
                  from: formatWholeDollars(bracket.over),
                  rate: formatRate(bracket.rateBps),
                })
              : t('tax.breakdown.bracket', {
                  from: formatWholeDollars(bracket.over === 0 ? 0 : bracket.over + 100),
                  to: formatWholeDollars(bracket.upTo),
                  rate: formatRate(bracket.rateBps),
                })
          }
          value={formatAud(bracket.tax)}
        />
      ))}
      {tax.residency === 'resident' && (
        <>
          <Row
            label={t('tax.breakdown.lito')}
            value={formatDeduction(tax.offsets.lito)}
            testId={`${testIdPrefix}-lito`}
          />
          {tax.offsets.lmito !== null && (
            <Row
              label={t('tax.breakdown.lmito')}
              value={formatDeduction(tax.offsets.lmito)}
              testId={`${testIdPrefix}-lmito`}
            />
          )}
          {tax.offsetsUsed < entitled && (
            <Row
              variant="detail"
              label={t('tax.breakdown.offsetsCapped')}
              value={formatDeduction(tax.offsetsUsed)}
            />
          )}
        </>
      )}
      <Row label={t('tax.breakdown.incomeTaxAfterOffsets')} value={formatAud(tax.incomeTaxAfterOffsets)} />
      {medicare ? (
        <Row
          label={
            <>
              {medicareLabel}
              {estimate && <EstimateBadge />}
            </>
          }
          value={formatAud(medicare.amount)}
          testId={`${testIdPrefix}-medicare`}
        />
      ) : (
        <Row
          label={t(NO_MEDICARE_LABELS[tax.residency])}
          value={formatAud(0)}
          testId={`${testIdPrefix}-medicare`}
        />
      )}
    </Stack>
  );
}

export function SectionDivider({ label }: { label: string }) {
  return <Divider my="xs" label={label} labelPosition="left" />;
}
