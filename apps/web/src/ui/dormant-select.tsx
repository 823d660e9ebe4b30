import { ComboboxChevron, InputBase, type InputBaseProps, Select, type SelectProps } from '@mantine/core';
import { useDormantMenu } from './dormant-menu.ts';

/** The label of the chosen value among a Select's options: strings, `{ value, label }`, or groups of them. */
function chosenLabel(data: unknown, value: string | null | undefined): string {
  if (value === null || value === undefined || !Array.isArray(data)) return '';
  for (const item of data as unknown[]) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if (typeof item === 'object' && item !== null) {
      if ('items' in item) {
        const found = chosenLabel(item.items, value);
        if (found) return found;
      } else if ('value' in item && item.value === value && 'label' in item) {
        return String(item.label);
      }
    }
  }
  return '';
}

// What places and sizes the field, so that the look-alike takes the Select's room exactly.
const LOOK = [
  'label',
  'description',
  'error',
  'placeholder',
  'w',
  'maw',
  'style',
  'className',
  'size',
  'radius',
] as const;

/**
 * Mantine's Select for a filter a screen shows as it opens (the expense list's, the BAS period's and
 * year's). Drawn first as a look-alike field and as the Select itself in a transition right after, for
 * the reason ui/dormant.tsx gives: a Select is a popover, which sets state from its target's ref and
 * mounts its dropdown's portal inside the screen's first commit. A click on the look-alike draws the
 * Select at once with its options open; the focus moves over to it. Controlled (`value`) only.
 */
export function DormantSelect(props: SelectProps) {
  const { armed, openOnArm, triggerProps } = useDormantMenu<HTMLInputElement>();
  if (armed) return <Select {...props} ref={triggerProps.ref} defaultDropdownOpened={openOnArm} />;
  const look: Partial<InputBaseProps> = {};
  for (const key of LOOK) if (props[key] !== undefined) Object.assign(look, { [key]: props[key] });
  return (
    <InputBase
      {...look}
      value={chosenLabel(props.data, props.value)}
      readOnly
      pointer
      rightSection={<ComboboxChevron {...(props.size ? { size: props.size } : {})} />}
      rightSectionPointerEvents="none"
      role="combobox"
      aria-haspopup="listbox"
      {...triggerProps}
    />
  );
}
