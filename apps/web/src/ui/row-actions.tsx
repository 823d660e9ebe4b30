import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** Each names the row ("Edit Officeworks"), since a screen reader hears the icon alone. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A list row's edit and delete icons, at the row's end. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
