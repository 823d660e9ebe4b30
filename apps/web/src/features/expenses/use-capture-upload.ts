import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptCapturesKey } from '../../lib/query-keys.ts';
import { notify } from '../../ui/notify.tsx';
import { uploadCapture } from './receipt-captures.ts';
import { receiptProblem } from './receipt-file.ts';

/**
 * Uploads the receipts picked, dropped or snapped, one after another (a phone's upload is slow and the
 * server reads them in turn anyway); each refused file is said by name, the others still go.
 */
export function useCaptureUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(0);

  async function upload(files: readonly File[]): Promise<number> {
    let kept = 0;
    setUploading(files.length);
    try {
      for (const file of files) {
        if (receiptProblem(file)) {
          notify.error(t('expenses.captures.refused', { name: file.name }), t('expenses.receipt.tooLarge'));
          continue;
        }
        try {
          await uploadCapture(file);
          kept += 1;
        } catch (error) {
          notify.error(t('expenses.captures.refused', { name: file.name }), error);
        }
        setUploading((left) => left - 1);
      }
    } finally {
      setUploading(0);
      await queryClient.invalidateQueries({ queryKey: receiptCapturesKey });
    }
    if (kept > 0) notify.success(t('expenses.captures.uploaded', { count: kept }));
    return kept;
  }

  return { upload, uploading };
}
