import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The e-mail address of the signed-out screens, as browsers and password managers know to fill it. */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}
