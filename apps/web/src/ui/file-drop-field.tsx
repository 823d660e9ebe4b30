import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useId, useState } from 'react';

interface FileDropFieldProps {
  label: string;
  hint: string;
  error?: string | null | undefined;
  /** The file types the picker offers (the server judges the file by its bytes). */
  accept: string;
  testId: string;
  /** A file dropped on the area or picked. */
  onFile: (file: File) => void;
  /** The pick button: its text, its icon, and whether it is busy. */
  pick: { label: string; icon: ReactNode; loading?: boolean };
  /** What stands between the label and the area (e.g. the file stored already). */
  above?: ReactNode;
  /** Buttons beside the pick button. */
  actions?: ReactNode;
  /** What the area shows above its buttons: the file, or where to drop one. */
  children: ReactNode;
}

/** A file field: an area to drop a file on or pick one from, its hint, and the refusal under it. */
export function FileDropField({
  label,
  hint,
  error,
  accept,
  testId,
  onFile,
  pick,
  above,
  actions,
  children,
}: FileDropFieldProps) {
  const [over, setOver] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {above}
      <Paper
        withBorder
        radius="md"
        p="md"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          borderColor: error
            ? 'var(--mantine-color-error)'
            : over
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
        }}
        data-testid={testId}
      >
        <Stack gap="xs" align="center" ta="center">
          {children}
          <Group gap="xs" justify="center">
            <FileButton
              onChange={(picked) => {
                if (picked) onFile(picked);
              }}
              accept={accept}
              inputProps={{
                'aria-labelledby': labelId,
                'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
              }}
            >
              {(props) => (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={pick.icon}
                  loading={pick.loading ?? false}
                  {...props}
                >
                  {pick.label}
                </Button>
              )}
            </FileButton>
            {actions}
          </Group>
          <Text size="xs" c="dimmed" id={hintId}>
            {hint}
          </Text>
        </Stack>
      </Paper>
      {error && (
        <Text size="sm" c="red" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
