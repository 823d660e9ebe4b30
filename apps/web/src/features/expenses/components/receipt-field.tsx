import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatDisplayDate, formatFileSize } from '@sorted/core/i18n/format';
import { mayRemove } from '@sorted/core/tax-time/records';
import { IconFileUpload, IconReceipt, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { FileDropField } from '../../../ui/file-drop-field.tsx';
import type { Expense } from '../expenses.ts';
import { RECEIPT_ACCEPT, receiptKind } from '../receipt-file.ts';

interface ReceiptFieldProps {
  /** The receipt stored with the expense being edited, if any. */
  stored: Expense['receipt'];
  /** A file chosen to upload on save. */
  file: File | null;
  /** The stored receipt is to be removed on save. */
  removing: boolean;
  error?: string | undefined;
  onFile: (file: File | null) => void;
  onRemove: (removing: boolean) => void;
}

/** A receipt: dropped on the area or picked, shown with its name and size; a stored one to view or remove. */
export function ReceiptField({ stored, file, removing, error, onFile, onRemove }: ReceiptFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // Records are kept five years (a company's seven): till then the stored receipt stays as it is.
  const kept = stored !== null && !mayRemove(stored.kept_until, todayIn(appTimeZone()));

  if (stored && kept) {
    return (
      <Stack gap={4} data-testid="stored-receipt">
        <Text size="sm" fw={500}>
          {t('expenses.receipt.label')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <IconReceipt size={18} aria-hidden />
          <Text size="sm">
            {t('expenses.receipt.stored', {
              kind: receiptKind(stored.content_type),
              size: formatFileSize(stored.byte_size, language),
            })}
          </Text>
          <Anchor href={stored.url} target="_blank" rel="noopener" size="sm">
            {t('expenses.receipt.view')}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('expenses.receipt.keptUntil', { date: formatDisplayDate(stored.kept_until) })}
        </Text>
        {error && (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }

  const storedReceipt = stored && !file && (
    <Group gap="sm" wrap="wrap" data-testid="stored-receipt">
      <IconReceipt size={18} aria-hidden />
      <Text size="sm" td={removing ? 'line-through' : undefined}>
        {t('expenses.receipt.stored', {
          kind: receiptKind(stored.content_type),
          size: formatFileSize(stored.byte_size, language),
        })}
      </Text>
      {removing ? (
        <Button variant="subtle" size="xs" onClick={() => onRemove(false)}>
          {t('expenses.receipt.keep')}
        </Button>
      ) : (
        <>
          <Anchor href={stored.url} target="_blank" rel="noopener" size="sm">
            {t('expenses.receipt.view')}
          </Anchor>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => onRemove(true)}
          >
            {t('expenses.receipt.remove')}
          </Button>
        </>
      )}
    </Group>
  );

  return (
    <FileDropField
      label={t('expenses.receipt.label')}
      hint={t('expenses.receipt.hint')}
      error={error}
      accept={RECEIPT_ACCEPT}
      testId="receipt-drop"
      onFile={onFile}
      pick={{
        label: file || stored ? t('expenses.receipt.chooseOther') : t('expenses.receipt.choose'),
        icon: <IconFileUpload size={16} />,
      }}
      above={
        <>
          {storedReceipt}
          {removing && !file && (
            <Text size="xs" c="dimmed">
              {t('expenses.receipt.removing')}
            </Text>
          )}
        </>
      }
    >
      {file ? (
        <Group gap="xs" justify="center" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('expenses.receipt.chosen', { name: file.name, size: formatFileSize(file.size, language) })}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => onFile(null)}
          >
            {t('expenses.receipt.discard')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('expenses.receipt.drop')}
        </Text>
      )}
    </FileDropField>
  );
}
