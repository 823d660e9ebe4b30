import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: ReactNode;
  pending: boolean;
  /** Submit off (e.g. nothing changed yet). */
  disabled?: boolean | undefined;
  /** A second, plain button after Submit: Cancel, Skip. */
  cancelLabel?: ReactNode;
  onCancel?: (() => void) | undefined;
}

/** A form's Submit button and, where the form can be left, the button that leaves it. */
export function FormActions({
  submitLabel,
  pending,
  disabled = false,
  cancelLabel,
  onCancel,
}: FormActionsProps) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={disabled || pending}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}
