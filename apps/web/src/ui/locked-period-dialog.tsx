import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLockedPeriodConfirmer } from '../lib/locked-period.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The question asked before changing a record of a lodged BAS period, for every screen of the frame. */
export function LockedPeriodDialog() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<{ message: string; answer: (yes: boolean) => void } | null>(null);
  useEffect(() => {
    setLockedPeriodConfirmer((message) => new Promise((answer) => setQuestion({ message, answer })));
    return () => setLockedPeriodConfirmer(null);
  }, []);
  const close = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  return (
    <ConfirmDialog
      opened={question !== null}
      title={t('bas.lockedTitle')}
      message={question?.message ?? ''}
      confirmLabel={t('bas.lockedConfirm')}
      cancelLabel={t('bas.cancel')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}
