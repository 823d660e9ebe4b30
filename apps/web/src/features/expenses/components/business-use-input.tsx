import { NumberInput, type NumberInputProps } from '@mantine/core';
import { BUSINESS_USE_MAX, BUSINESS_USE_MIN } from '@sorted/core/expenses/expense-gst';

/** The share of an expense that is the business's, a whole percentage (the form's props spread on). */
export function BusinessUseInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={BUSINESS_USE_MIN}
      max={BUSINESS_USE_MAX}
      allowDecimal={false}
      allowNegative={false}
      suffix="%"
      {...props}
    />
  );
}
