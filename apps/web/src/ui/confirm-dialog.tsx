import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './dormant.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action is running: the confirm button spins and the dialog stays open. */
  loading?: boolean;
  /** The confirm button's colour: red for a destructive action (the default), else the action's own. */
  confirmColor?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or lasting action; the safe answer has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, cancelLabel, loading = false, onConfirm, onCancel } = props;
  const { confirmColor = 'red' } = props;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      centered
      radius="md"
    >
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
