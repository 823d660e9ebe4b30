import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type {
  PublicDocumentAttributes,
  PublicInvoiceAttributes,
  PublicPayment,
  PublicQuoteAttributes,
} from '@sorted/core/contract/document-links';
import { formatAmount, formatDisplayDate, formatDisplayInstant } from '@sorted/core/i18n/format';
import { isLocale, LOCALES } from '@sorted/core/i18n/locales';
import { type CoreTexts, pdfTexts } from '@sorted/core/i18n/resources';
import { IconCheck, IconCopy, IconDownload, IconX } from '@tabler/icons-react';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import {
  isRevisionChanged,
  publicPdfUrl,
  useDecideOnDocument,
  usePublicDocument,
} from '../public-documents.ts';

// Core's `pdf` namespace joins the app's i18next with this page's chunk, so that only it carries it.
for (const locale of LOCALES) i18next.addResourceBundle(locale, 'pdf', pdfTexts[locale]);

/** The document's own words (as on its PDF) in the reader's language. */
function useLabels(): CoreTexts['pdf'] {
  const { i18n } = useTranslation();
  return i18n.getResourceBundle(isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en', 'pdf');
}

/** A value the client types into their banking app, with a button that copies it. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`pay-${label}`}>
          {value}
        </Text>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => {
          const text = copied ? t('clientPage.copied') : t('clientPage.copy', { what: label });
          return (
            <Tooltip label={text}>
              <ActionIcon variant="default" size="lg" aria-label={text} onClick={copy}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          );
        }}
      </CopyButton>
    </Group>
  );
}

function HowToPay({
  payment,
  document,
}: {
  payment: PublicPayment | null;
  document: PublicInvoiceAttributes;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="how-to-pay"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="how-to-pay">
          {t('clientPage.howToPay')}
        </Title>
        {payment === null ? (
          <Text>{t('clientPage.noPaymentDetails', { seller: document.seller.name })}</Text>
        ) : payment.method === 'payid' ? (
          <>
            <CopyableValue label={labels.payId} value={payment.payid} />
            <Text size="sm">
              {labels.payIdName}: {payment.name}
            </Text>
          </>
        ) : (
          <>
            <CopyableValue label={labels.bsb} value={payment.bsb} />
            <CopyableValue label={labels.accountNumber} value={payment.account_number} />
            <Text size="sm">
              {labels.accountName}: {payment.account_name}
              {payment.bank_name ? ` · ${labels.bankName}: ${payment.bank_name}` : ''}
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          {t('clientPage.reference', { number: document.number })}
        </Text>
      </Stack>
    </Paper>
  );
}

function Items({ document }: { document: PublicDocumentAttributes }) {
  const labels = useLabels();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{labels.description}</Table.Th>
            <Table.Th ta="right">{labels.quantity}</Table.Th>
            <Table.Th ta="right">{labels.unitPrice}</Table.Th>
            <Table.Th ta="right">{labels.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.items.map((item, index) => (
            // Items have no identity of their own on this page; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes while shown
            <Table.Tr key={index}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                {item.description && (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatAmount(item.price)}</Table.Td>
              <Table.Td ta="right">{formatAmount(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ document }: { document: PublicDocumentAttributes }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const rows: Array<[string, string, boolean?]> = [
    ...(document.gst_registered
      ? ([
          [labels.subtotal, document.subtotal],
          [labels.gst, document.gst],
        ] as Array<[string, string]>)
      : []),
    [labels.total, document.total, true],
    ...(document.kind === 'invoice' && document.payment_state === 'partly-paid'
      ? ([
          [t('clientPage.paidSoFar'), document.amount_paid],
          [t('clientPage.amountDue'), document.balance_due, true],
        ] as Array<[string, string, boolean]>)
      : []),
  ];
  return (
    <Stack gap={4} align="flex-end">
      {rows.map(([label, amount, strong]) => (
        <Group key={label} gap="xl" justify="flex-end">
          <Text fw={strong ? 700 : 400}>{label}</Text>
          <Text fw={strong ? 700 : 400} miw="7rem" ta="right">
            {formatAmount(amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Paid, or what is due and by when. */
function Standing({ document }: { document: PublicInvoiceAttributes }) {
  const { t } = useTranslation();
  if (document.payment_state === 'paid') {
    return (
      <Alert
        color="teal"
        variant="light"
        title={t('clientPage.paidTitle')}
        data-testid="client-page-standing"
      >
        {document.paid_date
          ? t('clientPage.paidOn', { date: formatDisplayDate(document.paid_date) })
          : t('clientPage.paidThanks')}
      </Alert>
    );
  }
  return (
    <Group justify="space-between" align="flex-end" data-testid="client-page-standing">
      <div>
        <Text size="sm" c="dimmed">
          {t('clientPage.amountDue')}
        </Text>
        <Text fz={32} fw={700} lh={1.2}>
          {formatAmount(document.balance_due)}
        </Text>
        <Text size="sm">{t('clientPage.dueOn', { date: formatDisplayDate(document.due_date) })}</Text>
      </div>
      {document.overdue && (
        <Badge color="red" variant="light" size="lg">
          {t('clientPage.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** A quote's answer, in the reader's language, or why it has none. */
function decisionFailure(error: Error): string {
  return error instanceof ApiError && [409, 422].includes(error.status) ? error.message : '';
}

/**
 * Where a quote stands: its total and Accept / Decline (Decline asks first) while it may be answered,
 * else the answer given and when, or that it has expired or was withdrawn. An answer to a revision the
 * owner has since replaced is refused: the page then shows the new one and says so.
 */
function QuoteStanding({ token, document }: { token: string; document: PublicQuoteAttributes }) {
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

function ClientPage({ token, document }: { token: string; document: PublicDocumentAttributes }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const title =
    document.kind === 'quote' ? labels.quote : document.gst_registered ? labels.taxInvoice : labels.invoice;
  const heading = `${title} ${document.number}`;
  usePageTitle(`${heading} · ${document.seller.name}`);
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        style={document.seller.accent_color ? { borderTop: `6px solid ${document.seller.accent_color}` } : {}}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {heading}
              </Title>
              <Text size="sm">
                {labels.issueDate}: {formatDisplayDate(document.issue_date)} ·{' '}
                {document.kind === 'quote'
                  ? `${labels.validUntil}: ${formatDisplayDate(document.valid_until)}`
                  : `${labels.dueDate}: ${formatDisplayDate(document.due_date)}`}
                {document.kind === 'quote' && document.revision > 1 && (
                  <span data-testid="quote-revision">{` · ${labels.revision} ${document.revision}`}</span>
                )}
              </Text>
            </Stack>
            {document.seller.logo && (
              <Image
                src={document.seller.logo}
                alt={t('clientPage.logoAlt', { name: document.seller.name })}
                mah={72}
                maw={200}
                fit="contain"
              />
            )}
          </Group>
          <Group align="flex-start" gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {labels.from}
              </Text>
              <Text fw={600}>{document.seller.name}</Text>
              {document.seller.abn && (
                <Text size="sm">
                  {labels.abn} {document.seller.abn}
                </Text>
              )}
            </div>
            {document.client_name && (
              <div>
                <Text size="sm" c="dimmed">
                  {labels.billTo}
                </Text>
                <Text fw={600}>{document.client_name}</Text>
              </div>
            )}
          </Group>
          {document.kind === 'quote' ? (
            <QuoteStanding token={token} document={document} />
          ) : (
            <Standing document={document} />
          )}
          <Group>
            <Button
              component="a"
              href={publicPdfUrl(token)}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {t('clientPage.downloadPdf')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {document.kind === 'invoice' && document.payment_state !== 'paid' && (
        <HowToPay payment={document.payment} document={document} />
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Items document={document} />
          <Totals document={document} />
          {document.note && (
            <div>
              <Text size="sm" c="dimmed">
                {labels.note}
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{document.note}</Text>
            </div>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * A document shown to its client from the link in its mail, without signing in: for an invoice what is
 * due and how to pay it (PayID or bank account, each with a copy button), for a quote Accept / Decline
 * while it may be answered; its items and totals, and its PDF. Kept out
 * of search engines, and its address (the token) out of referrers.
 */
export default function ClientPageScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const document = usePublicDocument(token);
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <QueryState
        query={document}
        loading={t('clientPage.loading')}
        failed={t('clientPage.loadFailed')}
        notFound={
          <Alert color="gray" variant="light" title={t('clientPage.goneTitle')} role="alert" mt="xl">
            {t('clientPage.gone')}
          </Alert>
        }
      >
        {(data) => <ClientPage token={token} document={data} />}
      </QueryState>
    </>
  );
}
