import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';

/**
 * Delete, for a document never issued (a draft): asks first, then deletes it and goes back to the
 * kind's list. Issued documents are kept, so a kind offers this only while its document is a draft.
 */
export function DeleteDocument({
  document,
  removal,
  busy,
  listPath,
  texts,
  refusal,
}: {
  document: { id: string };
  removal: UseMutationResult<unknown, Error, { id: string }>;
  /** Another call for this document is running: one at a time. */
  busy: boolean;
  listPath: string;
  texts: { action: string; confirm: string; deleted: string; failed: string };
  /** The server's reason, when it gave one the person should read. */
  refusal: (error: Error) => string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = () => {
    if (busy || removal.isPending) return;
    removal.mutate(document, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(texts.deleted);
        void navigate(listPath, { replace: true });
      },
      onError: (error) => notify.error(refusal(error) ?? texts.failed, error),
    });
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        {texts.action}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('common.confirmTitle')}
        message={texts.confirm}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
}
