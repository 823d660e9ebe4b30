import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { editAmount } from '../amount-input.ts';

interface AmountFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** A dollar amount: digits and one dot, at most two decimals, thousands separators as you type. */
export function AmountField({ value, onChange, ...props }: AmountFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After React writes the formatted text, put the caret back beside the digit that was typed.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextInput
      {...props}
      ref={input}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      onChange={(event) => {
        const element = event.currentTarget;
        const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
        const edit = editAmount(
          value,
          element.value,
          element.selectionStart ?? element.value.length,
          inputType,
        );
        caret.current = edit.caret;
        // React keeps the old text when nothing changed: place the caret now.
        if (edit.text === value) element.value = value;
        onChange(edit.text);
        if (edit.text === value) element.setSelectionRange(edit.caret, edit.caret);
      }}
    />
  );
}
