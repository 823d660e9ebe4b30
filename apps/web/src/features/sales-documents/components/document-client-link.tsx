import { ActionIcon, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { DocumentKind } from '@sorted/core/contract/document-links';
import { formatShortDate } from '@sorted/core/i18n/format';
import { IconCheck, IconCopy, IconExternalLink, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { notify } from '../../../ui/notify.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useCreateDocumentLink, useDocumentLink, useRevokeDocumentLink } from '../document-link.ts';

/** The plural of "Viewed n times" in the language (keys written out, so that the locale check finds them). */
const VIEWED = { one: 'documentLink.viewed_one', other: 'documentLink.viewed_other' } as const;

/** What differs by kind (keys written out, so that the locale check finds them). */
const TEXTS = {
  invoice: {
    none: 'documentLink.none',
    revokedNote: 'documentLink.revokedNote',
    confirmRevoke: 'documentLink.confirmRevoke',
  },
  quote: {
    none: 'documentLink.quote.none',
    revokedNote: 'documentLink.quote.revokedNote',
    confirmRevoke: 'documentLink.quote.confirmRevoke',
  },
} as const;

/**
 * The document's page for its client (an invoice's or a quote's): the link to copy (the document's mails
 * carry it too), how often it was opened, and Revoke (asks first) or Create link.
 */
export function DocumentClientLink({ kind, documentId }: { kind: DocumentKind; documentId: string }) {
  const { t, i18n } = useTranslation();
  const link = useDocumentLink(kind, documentId);
  const create = useCreateDocumentLink(kind, documentId);
  const revoke = useRevokeDocumentLink(kind, documentId);
  const texts = TEXTS[kind];
  const [confirming, setConfirming] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';
  const failed = (error: Error) => notify.error(t('documentLink.failed'), error);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="client-link-title">
      <Stack gap="sm">
        <Text fw={600} id="client-link-title">
          {t('documentLink.title')}
        </Text>
        <QueryState query={link} loading={t('common.loading')} failed={t('documentLink.loadFailed')}>
          {(state) => (
            <Stack gap="sm">
              {state.url ? (
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    label={t('documentLink.address')}
                    value={state.url}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                    style={{ flex: 1 }}
                    data-testid="client-link-url"
                  />
                  <CopyButton value={state.url}>
                    {({ copied, copy }) => {
                      const text = copied ? t('documentLink.copied') : t('documentLink.copy');
                      return (
                        <HoverTooltip label={text}>
                          <ActionIcon variant="default" size={36} aria-label={text} onClick={copy}>
                            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                          </ActionIcon>
                        </HoverTooltip>
                      );
                    }}
                  </CopyButton>
                  <HoverTooltip label={t('documentLink.open')}>
                    <ActionIcon
                      component="a"
                      href={state.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="default"
                      size={36}
                      aria-label={t('documentLink.open')}
                    >
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </HoverTooltip>
                </Group>
              ) : (
                <Text size="sm">{state.revoked_at ? t(texts.revokedNote) : t(texts.none)}</Text>
              )}
              {state.created_at && (
                <Text size="sm" c="dimmed" data-testid="client-link-views">
                  {state.view_count > 0 && state.last_viewed_at
                    ? t(
                        VIEWED[
                          new Intl.PluralRules(language).select(state.view_count) === 'one' ? 'one' : 'other'
                        ],
                        {
                          count: state.view_count,
                          date: formatShortDate(state.last_viewed_at, language),
                        },
                      )
                    : t('documentLink.notViewed')}
                </Text>
              )}
              <Group gap="xs">
                {state.url ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconLinkOff size={16} />}
                    onClick={() => setConfirming(true)}
                  >
                    {t('documentLink.revoke')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    leftSection={<IconLink size={16} />}
                    loading={create.isPending}
                    onClick={() =>
                      create.mutate(undefined, {
                        onSuccess: () => notify.success(t('documentLink.created')),
                        onError: failed,
                      })
                    }
                  >
                    {t('documentLink.create')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('common.confirmTitle')}
        message={t(texts.confirmRevoke)}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('documentLink.revoked'));
            },
            onError: failed,
          })
        }
      />
    </Paper>
  );
}
