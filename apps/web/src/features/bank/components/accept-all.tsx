import { Alert, Button, List, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { type ReconcileAcceptResult, type ReconcileLine, useAcceptAll } from '../reconcile.ts';

interface Summary {
  result: ReconcileAcceptResult;
  /** The lines as they were asked about, to name the ones left. */
  lines: ReadonlyMap<string, ReconcileLine>;
}

/** The lines whose top suggestion "accept all" would take. */
export const confidentLines = (lines: readonly ReconcileLine[], threshold: number) =>
  lines.filter((line) => (line.suggestions[0]?.confidence ?? 0) >= threshold);

/**
 * "Accept all N suggestions at or above 80%", once confirmed; then what was accepted and what was left
 * as it was, each left line with why (a lodged period, an invoice paid meanwhile…).
 */
export function AcceptAll({
  accountId,
  lines,
  threshold,
}: {
  accountId: string;
  lines: readonly ReconcileLine[];
  threshold: number;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);
  const accept = useAcceptAll(accountId);
  const confident = confidentLines(lines, threshold);

  const run = () => {
    const asked = new Map(confident.map((line) => [line.id, line]));
    accept.mutate(
      confident.map((line) => line.id),
      {
        onSuccess: (result) => {
          setConfirming(false);
          setSummary({ result, lines: asked });
          notify.success(t('bank.reconcile.acceptedAll', { count: result.accepted.length }));
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(t('bank.reconcile.acceptAllFailed'), error);
        },
      },
    );
  };

  return (
    <>
      {confident.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          onClick={() => setConfirming(true)}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          styles={{ label: { whiteSpace: 'normal' } }}
          h="auto"
          py={8}
        >
          {t('bank.reconcile.acceptAll', { count: confident.length, percent: threshold })}
        </Button>
      )}
      {summary && (
        <Alert
          color={summary.result.left.length === 0 ? 'teal' : 'yellow'}
          variant="light"
          title={t('bank.reconcile.acceptedSummary', { count: summary.result.accepted.length })}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setSummary(null)}
          data-testid="accept-all-summary"
        >
          {summary.result.left.length > 0 && (
            <>
              <Text size="sm">{t('bank.reconcile.leftSummary', { count: summary.result.left.length })}</Text>
              <List size="sm" mt={4}>
                {summary.result.left.map((left) => (
                  <List.Item key={left.line_id} style={{ overflowWrap: 'anywhere' }} data-testid="left-line">
                    <Text span fw={600} size="sm">
                      {summary.lines.get(left.line_id)?.description ?? left.line_id}
                    </Text>
                    <Text size="sm">{left.detail}</Text>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('bank.reconcile.acceptAllTitle')}
        message={t('bank.reconcile.acceptAllConfirm', { count: confident.length, percent: threshold })}
        confirmLabel={t('bank.reconcile.acceptAllYes')}
        cancelLabel={t('bank.cancel')}
        confirmColor="teal"
        loading={accept.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
