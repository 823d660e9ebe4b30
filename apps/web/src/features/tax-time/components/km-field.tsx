import { TextInput, type TextInputProps } from '@mantine/core';

/** A distance in whole kilometres: the phone's number pad, "km" after the figure. */
export function KmField(props: TextInputProps) {
  return <TextInput inputMode="numeric" rightSection="km" {...props} />;
}
