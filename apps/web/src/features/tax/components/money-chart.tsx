import { ColorSwatch, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import type { Cents } from '@sorted/core/money/cents';
import { useTranslation } from 'react-i18next';

export interface MoneyPart {
  key: string;
  label: string;
  amount: Cents;
  color: string;
}

/** Share of the whole, to one decimal, for the legend ("23.4%"). */
function share(amount: Cents, whole: Cents): string {
  return `${((amount / whole) * 100).toFixed(1)}%`;
}

/** A ring of where each dollar goes (tax, levy, GST, costs, what is kept), with its legend. */
export function MoneyChart({ parts, testId }: { parts: MoneyPart[]; testId: string }) {
  const { t } = useTranslation();
  const whole = parts.reduce((sum, part) => sum + Math.max(0, part.amount), 0);
  const shown = parts.filter((part) => part.amount > 0);
  const kept = parts[parts.length - 1];
  const description = shown.map((part) => `${part.label}: ${share(part.amount, whole)}`).join(', ');

  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} size="h5">
        {t('tax.chart.title')}
      </Title>
      {whole === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tax.chart.empty')}
        </Text>
      ) : (
        <Group gap="lg" align="center" wrap="wrap">
          <RingProgress
            size={148}
            thickness={18}
            role="img"
            aria-label={t('tax.chart.label', { parts: description })}
            sections={shown.map((part) => ({
              value: (part.amount / whole) * 100,
              color: part.color,
              tooltip: `${part.label}: ${formatAud(part.amount)}`,
            }))}
            label={
              kept && kept.amount > 0 ? (
                <Stack gap={0} align="center">
                  <Text size="lg" fw={700} lh={1.1}>
                    {share(kept.amount, whole)}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center" lh={1.2} px={8}>
                    {kept.label}
                  </Text>
                </Stack>
              ) : undefined
            }
          />
          <Stack gap={6} style={{ flex: '1 1 180px', minWidth: 0 }} aria-hidden>
            {shown.map((part) => (
              <Group key={part.key} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <ColorSwatch
                    color={`var(--mantine-color-${part.color}-filled)`}
                    size={12}
                    withShadow={false}
                  />
                  <Text size="sm" truncate>
                    {part.label}
                  </Text>
                </Group>
                <Text
                  size="sm"
                  c="dimmed"
                  style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {share(part.amount, whole)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
