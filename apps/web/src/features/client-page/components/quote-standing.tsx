import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PublicQuoteAttributes } from '@sorted/core/contract/document-links';
import { formatAmount, formatDisplayDate, formatDisplayInstant } from '@sorted/core/i18n/format';
import { IconCheck, IconX } from '@tabler/icons-react';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { isRevisionChanged, useDecideOnDocument } from '../public-documents.ts';

/** A quote's answer, in the reader's language, or why it has none. */
function decisionFailure(error: Error): string {
  return error instanceof ApiError && [409, 422].includes(error.status) ? error.message : '';
}

/**
 * Where a quote stands: its total and Accept / Decline (Decline asks first) while it may be answered,
 * else the answer given and when, or that it has expired or was withdrawn. An answer to a revision the
 * owner has since replaced is refused: the page then shows the new one and says so.
 */
export function QuoteStanding({ token, document }: { token: string; document: PublicQuoteAttributes }) {
  const { t } = useTranslation();
  const decision = useDecideOnDocument(token);
  const [confirming, setConfirming] = useState(false);
  const decidedAt = document.decided_at ? formatDisplayInstant(document.decided_at, i18next.language) : null;
  if (document.status === 'accepted' || document.status === 'declined') {
    const accepted = document.status === 'accepted';
    return (
      <Alert
        color={accepted ? 'teal' : 'gray'}
        variant="light"
        title={accepted ? t('clientPage.quote.acceptedTitle') : t('clientPage.quote.declinedTitle')}
        data-testid="client-page-standing"
        role="status"
      >
        {decidedAt
          ? t(accepted ? 'clientPage.quote.acceptedOn' : 'clientPage.quote.declinedOn', { date: decidedAt })
          : t(accepted ? 'clientPage.quote.accepted' : 'clientPage.quote.declined')}
      </Alert>
    );
  }
  if (document.status === 'withdrawn') {
    return (
      <Alert
        color="gray"
        variant="light"
        title={t('clientPage.quote.withdrawnTitle')}
        data-testid="client-page-standing"
        role="status"
      >
        {document.withdrawn_at
          ? t('clientPage.quote.withdrawnOn', {
              date: formatDisplayInstant(document.withdrawn_at, i18next.language),
              seller: document.seller.name,
            })
          : t('clientPage.quote.withdrawn', { seller: document.seller.name })}
      </Alert>
    );
  }
  if (document.status === 'expired') {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('clientPage.quote.expiredTitle')}
        data-testid="client-page-standing"
      >
        {t('clientPage.quote.expired', {
          date: formatDisplayDate(document.valid_until),
          seller: document.seller.name,
        })}
      </Alert>
    );
  }
  // The answer names the revision shown: if the quote changed meanwhile it is refused and the page shows
  // the new revision, with why.
  const decide = (answer: 'accept' | 'decline') =>
    decision.mutate(
      { decision: answer, revision: document.revision },
      { onSettled: () => setConfirming(false) },
    );
  const changed = decision.error !== null && isRevisionChanged(decision.error);
  const failure =
    decision.error && !changed ? decisionFailure(decision.error) || t('clientPage.quote.failed') : null;
  return (
    <Stack gap="sm" data-testid="client-page-standing">
      <div>
        <Text size="sm" c="dimmed">
          {t('clientPage.quote.total')}
        </Text>
        <Text fz={32} fw={700} lh={1.2}>
          {formatAmount(document.total)}
        </Text>
        <Text size="sm">
          {t('clientPage.quote.validUntil', { date: formatDisplayDate(document.valid_until) })}
        </Text>
      </div>
      {document.can_decide && (
        <Group gap="sm">
          <Button
            leftSection={<IconCheck size={16} />}
            color="teal"
            loading={decision.isPending && decision.variables?.decision === 'accept'}
            disabled={decision.isPending}
            onClick={() => decide('accept')}
          >
            {t('clientPage.quote.accept')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            disabled={decision.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('clientPage.quote.decline')}
          </Button>
        </Group>
      )}
      {changed && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('clientPage.quote.changedTitle')}
          data-testid="quote-changed"
        >
          {decisionFailure(decision.error as Error)}{' '}
          {t('clientPage.quote.nowRevision', { revision: document.revision })}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('clientPage.quote.confirmDeclineTitle', { number: document.number })}
        message={t('clientPage.quote.confirmDecline', { seller: document.seller.name })}
        confirmLabel={t('clientPage.quote.decline')}
        cancelLabel={t('common.no')}
        loading={decision.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => decide('decline')}
      />
    </Stack>
  );
}
