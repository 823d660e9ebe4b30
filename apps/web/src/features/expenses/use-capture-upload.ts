import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptCapturesKey } from '../../lib/query-keys.ts';
import { notify } from '../../ui/notify.tsx';
import { captureReceipts } from '../receipt-captures/index.ts';
import { receiptProblem } from './receipt-file.ts';

/**
 * Uploads the receipts picked, dropped or snapped, one after another (a phone's upload is slow and the
 * server reads them in turn anyway); each refused file is said by name, the others still go. Offline,
 * or when the connection fails, they wait in the browser and go up when it is back (captureReceipts).
 */
export function useCaptureUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(0);

  async function upload(files: readonly File[]): Promise<number> {
    const sendable = files.filter((file) => {
      if (!receiptProblem(file)) return true;
      notify.error(t('expenses.captures.refused', { name: file.name }), t('expenses.receipt.tooLarge'));
      return false;
    });
    let kept = 0;
    setUploading(sendable.length);
    try {
      const results = await captureReceipts(sendable);
      kept = results.filter((result) => result.outcome === 'uploaded').length;
    } catch (error) {
      // Neither sent nor kept to send later (the browser keeps nothing for this site): said, not lost silently.
      const names = sendable.map((file) => file.name).join(', ');
      notify.error(t('expenses.captures.refused', { name: names }), error);
    } finally {
      setUploading(0);
      await queryClient.invalidateQueries({ queryKey: receiptCapturesKey });
    }
    if (kept > 0) notify.success(t('expenses.captures.uploaded', { count: kept }));
    return kept;
  }

  return { upload, uploading };
}
