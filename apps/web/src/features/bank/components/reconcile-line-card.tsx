import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { ReconcileSuggestion } from '@sorted/core/contract/bank';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { amountColor, formatSignedAmount } from '../bank-figures.ts';
import type { ReconcileLine } from '../reconcile.ts';
import { suggestionReasons, suggestionText } from '../suggestion-text.ts';

interface ReconcileLineCardProps {
  line: ReconcileLine;
  /** The suggestion "OK" accepts (an index of the line's suggestions). */
  chosen: number;
  /** "Accept all" takes suggestions at or above this confidence: they are marked as sure. */
  bulkConfidence: number;
  busy: boolean;
  onChoose: (index: number) => void;
  onAccept: () => void;
  onOther: () => void;
}

function Confidence({
  suggestion,
  bulkConfidence,
}: {
  suggestion: ReconcileSuggestion;
  bulkConfidence: number;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={suggestion.confidence >= bulkConfidence ? 'teal' : 'yellow'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="suggestion-confidence"
    >
      {t('bank.reconcile.sure', { percent: suggestion.confidence })}
    </Badge>
  );
}

function SuggestionSays({
  suggestion,
  bulkConfidence,
}: {
  suggestion: ReconcileSuggestion;
  bulkConfidence: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="suggestion-text">
          {suggestionText(t, suggestion)}
        </Text>
        <Confidence suggestion={suggestion} bulkConfidence={bulkConfidence} />
      </Group>
      <Text size="xs" c="dimmed" data-testid="suggestion-reasons">
        {t('bank.reconcile.why', { reasons: suggestionReasons(t, suggestion).join(', ') })}
      </Text>
    </Stack>
  );
}

/**
 * One line to reconcile: what the bank says (date, description, amount in or out) and what Sorted
 * suggests it is, how sure and why; "OK" accepts the chosen suggestion, "Something else…" says otherwise.
 * The card takes the focus so the screen's keys act on it.
 */
export function ReconcileLineCard(props: ReconcileLineCardProps) {
  const { line, chosen, bulkConfidence, busy, onChoose, onAccept, onOther } = props;
  const { t } = useTranslation();
  const cents = parseCents(line.amount) ?? 0;
  const suggestion = line.suggestions[chosen];
  const labelId = `reconcile-line-${line.id}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      tabIndex={0}
      data-line-id={line.id}
      data-testid="reconcile-line"
      aria-labelledby={labelId}
      className="reconcile-line"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(line.date)} ·{' '}
              {cents > 0 ? t('bank.reconcile.moneyIn') : t('bank.reconcile.moneyOut')}
            </Text>
            <Text id={labelId} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {line.description}
            </Text>
          </Stack>
          <Text
            fw={700}
            style={{ whiteSpace: 'nowrap', color: amountColor(cents) }}
            data-testid="reconcile-line-amount"
          >
            {formatSignedAmount(line.amount)}
          </Text>
        </Group>
        {line.suggestions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('bank.reconcile.noSuggestion')}
          </Text>
        )}
        {line.suggestions.length === 1 && suggestion && (
          <SuggestionSays suggestion={suggestion} bulkConfidence={bulkConfidence} />
        )}
        {line.suggestions.length > 1 && (
          <Radio.Group
            label={t('bank.reconcile.suggestions')}
            value={String(chosen)}
            onChange={(value) => onChoose(Number(value))}
          >
            <Stack gap="xs" mt={6}>
              {line.suggestions.map((option, index) => (
                <Radio
                  // Suggestions have no id; their order is the API's and stays put.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  value={String(index)}
                  label={<SuggestionSays suggestion={option} bulkConfidence={bulkConfidence} />}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group gap="sm">
          {suggestion && (
            <Button
              leftSection={<IconCheck size={16} />}
              loading={busy}
              onClick={onAccept}
              aria-label={t('bank.reconcile.okLabel', { what: suggestionText(t, suggestion) })}
            >
              {t('bank.reconcile.ok')}
            </Button>
          )}
          <Button variant={suggestion ? 'default' : 'filled'} onClick={onOther} disabled={busy}>
            {t('bank.reconcile.other')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
