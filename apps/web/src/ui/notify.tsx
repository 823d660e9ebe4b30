import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { isNetworkFailure, isUnexpectedFailure } from '../lib/api.ts';

export const SUCCESS_MS = 2000;
export const ERROR_MS = 3000;
/** A toast that offers to take back what was done stays long enough to read it and reach its button. */
export const UNDOABLE_MS = 8000;

// @mantine/notifications is fetched with the first toast, not with every page (see NotificationsHost).
let requested = false;
const listeners = new Set<() => void>();
let sequence = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for: the host then mounts Mantine's notifications container. */
export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}

interface UndoOffer {
  label: string;
  onUndo: () => void;
}

async function show(message: string, kind: 'success' | 'error', undo?: UndoOffer): Promise<void> {
  // Each toast outranks the ones before it, so the newest is on top and always shown; with five on
  // screen the oldest goes rather than waiting in a queue.
  sequence += 1;
  const priority = sequence;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { notifications } = await import('@mantine/notifications');
  const id = `toast-${priority}`;
  notifications.show({
    id,
    message: undo ? (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo.onUndo();
          }}
        >
          {undo.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    color: kind === 'success' ? 'teal' : 'red',
    icon: kind === 'success' ? <IconCheck size={18} /> : <IconX size={18} />,
    autoClose: undo ? UNDOABLE_MS : kind === 'success' ? SUCCESS_MS : ERROR_MS,
    priority,
    role: kind === 'error' ? 'alert' : 'status',
    // Mantine's close button has no name of its own; a screen reader would announce "button".
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
  notifications.cleanQueue();
}

function fireAndForget(message: string, kind: 'success' | 'error', undo?: UndoOffer): void {
  show(message, kind, undo).catch((error: unknown) =>
    console.error('Could not show a notification', message, error),
  );
}

/**
 * Toasts: success for 2 s, errors for 3 s, at most five, newest on top. An error given the failure it
 * reports (`cause`) says the connection is down when the request never left the device, the spec's
 * generic message when the server broke, and the screen's own message for an answer that says what was
 * wrong.
 */
export const notify = {
  success: (message: string) => fireAndForget(message, 'success'),
  /** Success, with a button that takes it back (`label`, e.g. "Undo"), shown for 8 s. */
  undoable: (message: string, undo: UndoOffer) => fireAndForget(message, 'success', undo),
  error: (message: string, cause?: unknown) =>
    fireAndForget(
      isNetworkFailure(cause)
        ? i18next.t('errors.offline')
        : isUnexpectedFailure(cause)
          ? i18next.t('errors.unexpected')
          : message,
      'error',
    ),
};
