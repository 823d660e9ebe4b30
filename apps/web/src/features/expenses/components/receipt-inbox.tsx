import { Badge, Button, FileButton, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import { IconCamera, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { type DragEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { useMedia } from '../../../ui/use-media.ts';
import { type ReceiptCapture, useDiscardCapture, useReceiptCaptures } from '../receipt-captures.ts';
import { RECEIPT_ACCEPT } from '../receipt-file.ts';
import { useCaptureUpload } from '../use-capture-upload.ts';

function Thumbnail({ capture }: { capture: ReceiptCapture }) {
  if (capture.file.content_type === 'application/pdf') {
    return (
      <ThemeIcon variant="light" size={48} radius="sm" aria-hidden>
        <IconFileTypePdf size={28} />
      </ThemeIcon>
    );
  }
  return (
    <img
      src={capture.file.url}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}

function CaptureState({ capture }: { capture: ReceiptCapture }) {
  const { t } = useTranslation();
  if (capture.state === 'reading') {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('expenses.captures.reading')}
        </Text>
      </Group>
    );
  }
  if (capture.state === 'failed') {
    return (
      <Badge color="orange" variant="light">
        {t('expenses.captures.unreadable')}
      </Badge>
    );
  }
  const reading = capture.reading;
  const summary = [
    capture.remembered?.supplier_name ?? reading?.supplier_name,
    reading?.expense_date ? formatDisplayDate(reading.expense_date) : null,
    reading?.amount ? formatAmount(reading.amount) : null,
  ].filter(Boolean);
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="teal" variant="light">
        {t('expenses.captures.ready')}
      </Badge>
      {summary.length > 0 && <Text size="sm">{summary.join(' · ')}</Text>}
      {capture.possibleDuplicateId && (
        <Badge color="yellow" variant="light">
          {t('expenses.captures.maybeDuplicate')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Receipts to confirm, above the expenses: snap or drop receipts here; each shows "Reading…" until the
 * server has read it, then opens the expense form prefilled. Thrown away only after asking.
 */
export function ReceiptInbox({ onConfirm }: { onConfirm: (capture: ReceiptCapture) => void }) {
  const { t } = useTranslation();
  const captures = useReceiptCaptures();
  const { upload, uploading } = useCaptureUpload();
  const discard = useDiscardCapture();
  const [toDiscard, setToDiscard] = useState<ReceiptCapture | null>(null);
  const [over, setOver] = useState(false);
  const phone = useMedia('(pointer: coarse)');
  // The same file picked again is a change too.
  const resetPhoto = useRef<() => void>(null);
  const resetFiles = useRef<() => void>(null);
  const pick = (files: File[], reset: RefObject<(() => void) | null>) => {
    reset.current?.();
    if (files.length > 0) void upload(files);
  };
  const list = captures.data ?? [];

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void upload(files);
  };

  const remove = () => {
    if (!toDiscard || discard.isPending) return;
    discard.mutate(toDiscard, {
      onSuccess: () => {
        notify.success(t('expenses.captures.discarded', { name: toDiscard.file_name }));
        setToDiscard(null);
      },
      onError: (error) => notify.error(t('expenses.captures.discardFailed'), error),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="receipt-inbox"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={over ? { borderColor: 'var(--mantine-primary-color-filled)', borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Text fw={600} component="h2" size="md">
              {list.length > 0
                ? t('expenses.captures.title', { count: list.length })
                : t('expenses.captures.titleEmpty')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('expenses.captures.hint')}
            </Text>
          </Stack>
          <Group gap="xs">
            {phone && (
              <FileButton
                onChange={(file) => pick(file ? [file] : [], resetPhoto)}
                accept="image/*"
                capture="environment"
                resetRef={resetPhoto}
              >
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconCamera size={16} aria-hidden />}
                    loading={uploading > 0}
                  >
                    {t('expenses.captures.takePhoto')}
                  </Button>
                )}
              </FileButton>
            )}
            <FileButton
              onChange={(files) => pick(files, resetFiles)}
              accept={`image/*,${RECEIPT_ACCEPT}`}
              multiple
              resetRef={resetFiles}
            >
              {(props) => (
                <Button
                  {...props}
                  variant={phone ? 'default' : 'filled'}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={uploading > 0}
                  data-testid="upload-receipts"
                >
                  {t('expenses.captures.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        {list.length > 0 && (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((capture) => (
              <Group
                key={capture.id}
                component="li"
                gap="sm"
                wrap="wrap"
                justify="space-between"
                data-testid="receipt-capture"
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Thumbnail capture={capture} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {capture.file_name}
                    </Text>
                    <CaptureState capture={capture} />
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap" ml="auto">
                  <Button
                    size="xs"
                    disabled={capture.state === 'reading'}
                    onClick={() => onConfirm(capture)}
                    aria-label={t('expenses.captures.confirmNamed', { name: capture.file_name })}
                  >
                    {capture.state === 'failed'
                      ? t('expenses.captures.typeIn')
                      : t('expenses.captures.confirm')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setToDiscard(capture)}
                    aria-label={t('expenses.captures.discardNamed', { name: capture.file_name })}
                  >
                    {t('expenses.captures.discard')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDiscard !== null}
        title={t('common.confirmTitle')}
        message={t('expenses.captures.confirmDiscard', { name: toDiscard?.file_name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={discard.isPending}
        onCancel={() => setToDiscard(null)}
        onConfirm={remove}
      />
    </Paper>
  );
}
