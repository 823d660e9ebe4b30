import { Alert, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../ui/query-state.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { Items, Totals } from '../components/document-lines.tsx';
import { HowToPay } from '../components/how-to-pay.tsx';
import { InvoiceStanding } from '../components/invoice-standing.tsx';
import { QuoteStanding } from '../components/quote-standing.tsx';
import { SellerContact } from '../components/seller-contact.tsx';
import { useLabels } from '../document-labels.ts';
import { publicPdfUrl, usePublicDocument } from '../public-documents.ts';

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
                {labels.issueDate}: {formatDisplayDate(document.issue_date)}
                {/* A quote's valid-until date is said once, beside its total. */}
                {document.kind === 'invoice' &&
                  ` · ${labels.dueDate}: ${formatDisplayDate(document.due_date)}`}
                {document.kind === 'quote' && document.revision > 1 && (
                  <span data-testid="quote-revision">{` · ${labels.revision} ${document.revision}`}</span>
                )}
              </Text>
              {document.kind === 'invoice' && document.ref && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="document-reference">
                  {labels.reference}: {document.ref}
                </Text>
              )}
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
              <SellerContact seller={document.seller} />
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
            <InvoiceStanding document={document} />
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
