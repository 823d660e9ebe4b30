import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Modal } from './dormant.tsx';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  message: string;
  reasonLabel: string;
  /** Shown under the reason when it is left empty. */
  reasonRequired: string;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Does the action with the reason given. Awaited, not run through callbacks: the record it changes
   * may stop offering the action (and so unmount this dialog) before a callback would run.
   */
  onConfirm: (reason: string) => Promise<void>;
  /** A refusal's text to show under the reason, or null to let the caller's toast say it. */
  refusal: (error: Error) => string | null;
  onFailure: (error: Error) => void;
  onClose: () => void;
}

/** Asks why before an action that is kept with its reason (voiding an invoice, withdrawing a quote). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, title, message, reasonLabel, reasonRequired, confirmLabel, cancelLabel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (busy) return;
    if (!reason.trim()) {
      setError(reasonRequired);
      return;
    }
    setBusy(true);
    props.onConfirm(reason.trim()).then(
      () => {
        setBusy(false);
        props.onClose();
      },
      (failure: Error) => {
        setBusy(false);
        const text = props.refusal(failure);
        if (text) setError(text);
        else props.onFailure(failure);
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) props.onClose();
      }}
      title={title}
      centered
      radius="md"
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Textarea
          label={reasonLabel}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
