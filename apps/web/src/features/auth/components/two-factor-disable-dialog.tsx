import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateErrors } from '../../../lib/validation-errors.ts';
import { Modal } from '../../../ui/dormant.tsx';
import { notify } from '../../../ui/notify.tsx';
import { useDisableTwoFactor } from '../account.ts';
import { failureText } from '../failure-text.ts';

interface Errors {
  password?: string;
  code?: string;
}

interface TwoFactorDisableDialogProps {
  opened: boolean;
  /**
   * Accounts without a password (Google only) prove themselves with a code alone; null: not known, so
   * the password is asked for and the server says whether it was needed.
   */
  hasPassword: boolean | null;
  onDisabled: () => void;
  onClose: () => void;
}

/** Turning two-factor sign-in off: asked for with the password and a code (or a recovery code). */
export function TwoFactorDisableDialog({
  opened,
  hasPassword,
  onDisabled,
  onClose,
}: TwoFactorDisableDialogProps) {
  const { t, i18n } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const disable = useDisableTwoFactor();
  const askPassword = hasPassword !== false;
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const close = () => {
    if (disable.isPending) return;
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const typed = code.trim();
    const missing: Errors = {
      ...(hasPassword === true && !password ? { password: t('auth.errors.passwordRequired') } : {}),
      ...(typed ? {} : { code: t('profile.twoFactor.disableCodeRequired') }),
    };
    setErrors(missing);
    if (missing.password || missing.code) {
      (missing.password ? passwordInput : codeInput).current?.focus();
      return;
    }
    disable.mutate(
      { ...(askPassword && password ? { password } : {}), code: typed },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
          notify.success(t('profile.twoFactor.turnedOff'));
          onDisabled();
        },
        onError: (caught) => {
          if (caught instanceof ApiError && caught.status === 422) {
            const { fields, first } = translateErrors(caught.errors, i18n.resolvedLanguage);
            const next: Errors = {
              ...(fields.password ? { password: fields.password } : {}),
              ...(fields.code || !fields.password
                ? { code: fields.code ?? first ?? t('auth.twoFactor.invalid') }
                : {}),
            };
            setErrors(next);
            (next.password ? passwordInput : codeInput).current?.focus();
            return;
          }
          notify.error(failureText(t, caught, t('profile.twoFactor.failed')), caught);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('profile.twoFactor.disableTitle')} centered radius="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            {askPassword ? t('profile.twoFactor.disableText') : t('profile.twoFactor.disableTextNoPassword')}
          </Text>
          {askPassword && (
            <PasswordInput
              ref={passwordInput}
              label={t('auth.password')}
              name="password"
              description={hasPassword === null ? t('profile.twoFactor.passwordHint') : undefined}
              autoComplete="current-password"
              data-autofocus
              value={password}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setErrors(({ password: _, ...rest }) => rest);
              }}
            />
          )}
          <TextInput
            ref={codeInput}
            label={t('profile.twoFactor.disableCodeLabel')}
            description={t('profile.twoFactor.disableCodeHint')}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            data-autofocus={askPassword ? undefined : true}
            value={code}
            error={errors.code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setErrors(({ code: _, ...rest }) => rest);
            }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={disable.isPending}>
              {t('profile.twoFactor.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t('profile.twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
