import { TextInput, type TextInputProps } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import { MAX_AMOUNT } from '@sorted/core/tax/validation';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editAmount } from '../amount-input.ts';

interface AmountFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A dollar amount: digits and one dot, at most two decimals, thousands separators as you type. A digit
 * past the largest amount is not taken, and the field says what the largest is until the next edit.
 */
export function AmountField({ value, onChange, error, ...props }: AmountFieldProps) {
  const { t } = useTranslation();
  const [tooLarge, setTooLarge] = useState(false);
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
      error={tooLarge ? t('tax.errors.amountMax', { max: formatAud(MAX_AMOUNT) }) : error}
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
        setTooLarge(edit.tooLarge === true);
        // React keeps the old text when nothing changed: place the caret now.
        if (edit.text === value) element.value = value;
        onChange(edit.text);
        if (edit.text === value) element.setSelectionRange(edit.caret, edit.caret);
      }}
    />
  );
}
