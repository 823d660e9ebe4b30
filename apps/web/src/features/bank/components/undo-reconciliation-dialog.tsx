import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { useUndoReconciliation } from '../reconcile.ts';

/** The line whose reconciliation is to be taken back; its description names it to the person. */
export interface LineToUndo {
  id: string;
  description: string;
}

/**
 * Asks before taking a line's reconciliation back (it removes the payments or expense it recorded),
 * then undoes it and says how that went. Open while `line` is set; `onClose` clears it.
 */
export function UndoReconciliationDialog({
  line,
  onClose,
}: {
  line: LineToUndo | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const undo = useUndoReconciliation();
  const undoLine = () => {
    if (!line || undo.isPending) return;
    undo.mutate(line.id, {
      onSuccess: () => notify.success(t('bank.reconcile.undone', { line: line.description })),
      onError: (error) =>
        notify.error(
          refusalText(error, i18n.resolvedLanguage, [409, 422]) ?? t('bank.reconcile.undoFailed'),
          error,
        ),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={line !== null}
      title={t('bank.lines.undoTitle')}
      message={t('bank.lines.undoConfirm', { line: line?.description ?? '' })}
      confirmLabel={t('bank.lines.undoYes')}
      cancelLabel={t('bank.cancel')}
      loading={undo.isPending}
      onConfirm={undoLine}
      onCancel={onClose}
    />
  );
}
