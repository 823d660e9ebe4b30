import { ActionIcon, Button, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { useMedia } from '../../../ui/use-media.ts';
import { RECEIPT_ACCEPT } from '../receipt-file.ts';
import { useCaptureUpload } from '../use-capture-upload.ts';

/**
 * The frame's "Snap receipt": on a phone the picker offers the camera and the photos, on a desktop the
 * files; several at once. The receipts go up at once and the expenses screen shows them being read.
 */
export function SnapReceiptButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { upload, uploading } = useCaptureUpload();
  const narrow = useMedia('(max-width: 40em)');
  // The same photo picked again is a change too (a second copy of a receipt is the owner's call).
  const reset = useRef<() => void>(null);
  const pick = async (files: File[]) => {
    reset.current?.();
    if (files.length === 0) return;
    void navigate('/expenses');
    await upload(files);
  };
  return (
    <FileButton onChange={pick} accept={`image/*,${RECEIPT_ACCEPT}`} multiple resetRef={reset}>
      {(props) =>
        narrow ? (
          <HoverTooltip label={t('expenses.captures.snap')}>
            <ActionIcon
              {...props}
              variant="subtle"
              size="lg"
              aria-label={t('expenses.captures.snap')}
              loading={uploading > 0}
              data-testid="snap-receipt"
            >
              <IconCamera size={20} aria-hidden />
            </ActionIcon>
          </HoverTooltip>
        ) : (
          <Button
            {...props}
            variant="light"
            size="sm"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={uploading > 0}
            data-testid="snap-receipt"
          >
            {t('expenses.captures.snap')}
          </Button>
        )
      }
    </FileButton>
  );
}
