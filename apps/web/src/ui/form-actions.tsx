import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: ReactNode;
  pending: boolean;
  /** Submit off (e.g. nothing changed yet). */
  disabled?: boolean | undefined;
  /** A second, plain button after Submit: Cancel, Skip. */
  cancelLabel?: ReactNode;
  onCancel?: (() => void) | undefined;
  /** Why the last submit failed, said above the buttons. */
  failure?: string | null | undefined;
}

/**
 * A form's Submit button and, where the form can be left, the button that leaves it; above them, why the
 * last submit failed (its field errors are under the fields).
 */
export function FormActions({
  submitLabel,
  pending,
  disabled = false,
  cancelLabel,
  onCancel,
  failure,
}: FormActionsProps) {
  const buttons = (
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
  if (!failure) return buttons;
  return (
    <>
      <Alert color="red" variant="light" role="alert">
        {failure}
      </Alert>
      {buttons}
    </>
  );
}
