import { Alert, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { formatAmount, formatDisplayInstant } from '@sorted/core/i18n/format';
import { isQuoteEditable } from '@sorted/core/quotes/status';
import {
  IconArrowBackUp,
  IconCheck,
  IconDownload,
  IconFileInvoice,
  IconMail,
  IconX,
} from '@tabler/icons-react';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { HistoryPanel } from '../../history/index.ts';
import {
  DeleteDocument,
  DocumentClientLink,
  DocumentOverview,
  DocumentOverviewScreen,
  downloadSavedPdf,
  pdfFailureKey,
} from '../../sales-documents/index.ts';
import { QuoteForm } from '../components/quote-form.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { QuoteTabs } from '../components/quote-tabs.tsx';
import { quoteValuesOf } from '../quote-form-model.ts';
import {
  type Quote,
  type QuoteAction,
  quoteRefusalText,
  useConvertQuote,
  useDeleteQuote,
  useQuote,
  useQuoteAction,
  useQuoteRevisions,
  useWithdrawQuote,
} from '../quotes.ts';

type Busy = QuoteAction | 'convert' | 'delete' | 'pdf' | null;

// Each action's words, written out so the locale check finds every key.
const DONE = {
  send: 'quotes.overview.done.send',
  accept: 'quotes.overview.done.accept',
  decline: 'quotes.overview.done.decline',
} as const;
const FAILED = {
  send: 'quotes.overview.failed.send',
  accept: 'quotes.overview.failed.accept',
  decline: 'quotes.overview.failed.decline',
} as const;

/** Withdrawing a sent quote: its reason is required, and kept in its history. */
export function WithdrawDialog({
  quote,
  opened,
  onClose,
}: {
  quote: Pick<Quote, 'id' | 'number'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const withdrawal = useWithdrawQuote();
  return (
    <ReasonDialog
      opened={opened}
      title={t('quotes.withdraw.title', { number: quote.number })}
      message={t('quotes.withdraw.message')}
      reasonLabel={t('quotes.withdraw.reason')}
      reasonRequired={t('quotes.withdraw.reasonRequired')}
      confirmLabel={t('quotes.withdraw.confirm')}
      cancelLabel={t('quotes.withdraw.cancel')}
      onConfirm={async (reason) => {
        await withdrawal.mutateAsync({ id: quote.id, reason });
        notify.success(t('quotes.withdraw.done', { number: quote.number }));
      }}
      refusal={(failure) => quoteRefusalText(failure, i18n.resolvedLanguage)}
      onFailure={(failure) => notify.error(t('quotes.withdraw.failed'), failure)}
      onClose={onClose}
    />
  );
}

/**
 * Send, the client's answer, Convert to invoice, Download PDF, and Delete (a draft) or Withdraw (a sent
 * quote: it is kept), for one saved quote.
 */
function QuoteActions({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [withdrawing, setWithdrawing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const action = useQuoteAction();
  const conversion = useConvertQuote();
  const removal = useDeleteQuote();
  const busy: Busy = removal.isPending
    ? 'delete'
    : conversion.isPending
      ? 'convert'
      : downloading
        ? 'pdf'
        : action.isPending
          ? (action.variables?.action ?? null)
          : null;
  const failed = (failure: string) => (error: Error) =>
    notify.error(quoteRefusalText(error, i18n.resolvedLanguage) ?? failure, error);
  const converted = quote.converted_invoice_id !== null;
  const undecided = quote.status === 'draft' || quote.status === 'sent';
  const expired = quote.display_status === 'expired';

  const run = (next: QuoteAction) => {
    if (busy) return;
    action.mutate(
      { id: quote.id, action: next },
      {
        onSuccess: () => notify.success(t(DONE[next], { number: quote.number })),
        onError: failed(t(FAILED[next])),
      },
    );
  };
  const convert = () => {
    if (busy) return;
    conversion.mutate(quote, {
      onSuccess: (invoiceId) => {
        notify.success(t('quotes.overview.converted', { number: quote.number }));
        void navigate(`/invoice/overview/${encodeURIComponent(invoiceId)}`);
      },
      onError: failed(t('quotes.overview.convertFailed')),
    });
  };
  const download = () => {
    if (busy) return;
    setDownloading(true);
    downloadSavedPdf('quotes', quote.id, quote.number)
      .catch((error: unknown) => notify.error(t(pdfFailureKey(error))))
      .finally(() => setDownloading(false));
  };
  return (
    <Group gap="xs">
      {undecided && !expired && (
        <Button
          variant="light"
          leftSection={<IconMail size={16} />}
          loading={busy === 'send'}
          onClick={() => run('send')}
        >
          {quote.status === 'sent' ? t('quotes.overview.sendAgain') : t('quotes.overview.send')}
        </Button>
      )}
      {quote.status === 'sent' && !expired && (
        <>
          <Button
            variant="light"
            color="teal"
            leftSection={<IconCheck size={16} />}
            loading={busy === 'accept'}
            onClick={() => run('accept')}
          >
            {t('quotes.overview.accept')}
          </Button>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconX size={16} />}
            loading={busy === 'decline'}
            onClick={() => run('decline')}
          >
            {t('quotes.overview.decline')}
          </Button>
        </>
      )}
      {quote.status === 'accepted' && !converted && (
        <Button leftSection={<IconFileInvoice size={16} />} loading={busy === 'convert'} onClick={convert}>
          {t('quotes.overview.convert')}
        </Button>
      )}
      {converted && (
        <Button
          component={Link}
          to={`/invoice/overview/${encodeURIComponent(quote.converted_invoice_id ?? '')}`}
          variant="light"
          color="grape"
          leftSection={<IconFileInvoice size={16} />}
        >
          {t('quotes.overview.openInvoice')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'pdf'}
        onClick={download}
      >
        {t('quotes.overview.download')}
      </Button>
      {quote.status === 'draft' && quote.sent_at === null && (
        <DeleteDocument
          document={quote}
          removal={removal}
          busy={busy !== null}
          listPath="/quotes"
          texts={{
            action: t('quotes.overview.delete'),
            confirm: t('quotes.overview.confirmDelete', { number: quote.number }),
            deleted: t('quotes.overview.deleted', { number: quote.number }),
            failed: t('quotes.overview.deleteFailed'),
          }}
          refusal={(error) => quoteRefusalText(error, i18n.resolvedLanguage)}
        />
      )}
      {quote.status === 'sent' && !converted && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => setWithdrawing(true)}
        >
          {t('quotes.withdraw.action')}
        </Button>
      )}
      {withdrawing && (
        <WithdrawDialog quote={quote} opened={withdrawing} onClose={() => setWithdrawing(false)} />
      )}
    </Group>
  );
}

/** What the client was shown, revision by revision: the date each was made, its total, the current one. */
function QuoteRevisions({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const revisions = useQuoteRevisions(quote.id);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={`quote-revisions-${quote.id}`}>
      <Text fw={600} id={`quote-revisions-${quote.id}`}>
        {t('quotes.revisions.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('quotes.revisions.intro')}
      </Text>
      <QueryState
        query={revisions}
        loading={t('quotes.revisions.loading')}
        failed={t('quotes.revisions.loadFailed')}
      >
        {(list) => (
          <StackedTable minWidth={420}>
            <Table verticalSpacing={4}>
              <TableHead
                columns={[
                  t('quotes.revisions.revision'),
                  t('quotes.revisions.date'),
                  { amount: t('quotes.revisions.total') },
                  '',
                ]}
              />
              <Table.Tbody>
                {list.map((revision) => (
                  <Table.Tr key={revision.id} data-testid="quote-revision" data-current={revision.current}>
                    <Table.Td {...labelled(t('quotes.revisions.revision'))}>{revision.revision}</Table.Td>
                    <Table.Td {...labelled(t('quotes.revisions.date'))}>
                      {revision.made_at
                        ? formatDisplayInstant(revision.made_at, i18next.language)
                        : t('quotes.revisions.notSent')}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }} {...labelled(t('quotes.revisions.total'))}>
                      {formatAmount(revision.total)}
                    </Table.Td>
                    <Table.Td>
                      {revision.current && (
                        <Badge variant="light" size="sm">
                          {t('quotes.revisions.current')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </StackedTable>
        )}
      </QueryState>
    </Paper>
  );
}

function QuoteOverview({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  // The form starts from the quote as first loaded; later refreshes (sent, answered) leave typing alone.
  const [initial] = useState(() => quoteValuesOf(quote));
  const client = quote.customerId
    ? { value: quote.customerId, label: quote.customer_details?.name ?? '' }
    : null;
  const decided = !isQuoteEditable({
    status: quote.status,
    validUntil: quote.valid_until,
    convertedInvoiceId: quote.converted_invoice_id === null ? null : Number(quote.converted_invoice_id),
  });
  return (
    <DocumentOverview
      number={quote.number}
      crumbs={useQuoteCrumbs()}
      tabs={<QuoteTabs />}
      status={
        <QuoteStatusBadge
          size="lg"
          status={quote.display_status}
          converted={quote.converted_invoice_id !== null}
          data-testid="quote-status"
        />
      }
    >
      {(quote.sent_at || quote.decided_at) && (
        <Text c="dimmed" size="sm">
          {[
            quote.sent_at &&
              t('quotes.overview.sentAt', { at: formatDisplayInstant(quote.sent_at, i18next.language) }),
            quote.decided_at &&
              t(
                quote.status === 'declined'
                  ? 'quotes.overview.decidedAt.declined'
                  : 'quotes.overview.decidedAt.accepted',
                {
                  at: formatDisplayInstant(quote.decided_at, i18next.language),
                },
              ),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      <QuoteActions quote={quote} />
      <DocumentClientLink kind="quote" documentId={quote.id} />
      {quote.status === 'withdrawn' ? (
        <Alert variant="light" color="gray" data-testid="quote-withdrawn">
          {t('quotes.withdraw.withdrawnOn', {
            at: quote.withdrawn_at ? formatDisplayInstant(quote.withdrawn_at, i18next.language) : '',
            reason: quote.withdraw_reason ?? '',
          })}
        </Alert>
      ) : (
        decided && (
          <Alert variant="light" color="gray">
            {t('quotes.overview.locked')}
          </Alert>
        )
      )}
      {quote.status === 'sent' && (
        <Text size="sm" c="dimmed">
          {t('quotes.revisions.editMakesRevision', { revision: quote.revision })}
        </Text>
      )}
      <QuoteForm
        key={String(decided)}
        quote={quote}
        initial={initial}
        initialClient={client}
        readOnly={decided}
      />
      {quote.sent_at !== null && <QuoteRevisions quote={quote} />}
      <HistoryPanel type="quote" id={quote.id} />
    </DocumentOverview>
  );
}

/** The crumbs to a quote's page: the quotes, then its overview. */
function useQuoteCrumbs() {
  const { t } = useTranslation();
  return [{ label: t('quotes.crumb'), to: '/quotes' }, { label: t('quotes.crumbOverview') }] as const;
}

/** One quote: where it stands and what can be done with it, and the same form as New quote. */
export default function QuoteOverviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DocumentOverviewScreen
      query={useQuote(id)}
      crumbs={useQuoteCrumbs()}
      texts={{ loadFailed: t('quotes.overview.loadFailed'), notFound: t('quotes.overview.notFound') }}
    >
      {(quote) => <QuoteOverview quote={quote} />}
    </DocumentOverviewScreen>
  );
}
