import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateErrors } from '../../../lib/validation-errors.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { notify } from '../../../ui/notify.tsx';
import { useConfirmTwoFactor } from '../account.ts';
import { failureText } from '../failure-text.ts';
import {
  appCodeInput,
  groupedSecret,
  isAppCode,
  svgImageSource,
  type TwoFactorSetup,
} from '../two-factor.ts';

interface Errors {
  password?: string;
  code?: string;
}

interface TwoFactorSetupProps {
  setup: TwoFactorSetup;
  /**
   * Accounts without a password (Google only) confirm with the code alone; null: not known, so the
   * password is asked for and the server says whether it was needed.
   */
  hasPassword: boolean | null;
  /** The code was right: two-factor sign-in is on, and these are the recovery codes to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Turning on, step two: scan the QR code (or type the key) into an app, then prove it with one code and
 * the account's password (when it has one).
 */
export function TwoFactorSetupStep({ setup, hasPassword, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const confirming = useConfirmTwoFactor();
  const input = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const askPassword = hasPassword !== false;
  const qr = svgImageSource(setup.qrSvg);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming.isPending) return;
    const missing: Errors = {
      ...(hasPassword === true && !password ? { password: t('auth.errors.passwordRequired') } : {}),
      ...(isAppCode(code)
        ? {}
        : { code: code ? t('auth.twoFactor.codeDigits') : t('auth.twoFactor.codeRequired') }),
    };
    setErrors(missing);
    if (missing.password || missing.code) {
      (missing.password ? passwordInput : input).current?.focus();
      return;
    }
    confirming.mutate(
      { code, ...(askPassword && password ? { password } : {}) },
      {
        onSuccess: onConfirmed,
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
            if (next.password) passwordInput.current?.focus();
            else input.current?.select();
          } else {
            notify.error(failureText(t, caught, t('profile.twoFactor.failed')), caught);
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={confirm} aria-labelledby="two-factor-setup-title">
      <Stack gap="lg">
        <Text fw={600} id="two-factor-setup-title">
          {t('profile.twoFactor.setupTitle')}
        </Text>
        <Group align="flex-start" gap="xl" wrap="wrap">
          {qr && (
            <Image
              src={qr}
              alt={t('profile.twoFactor.qrAlt')}
              w={184}
              h={184}
              p="xs"
              bg="white"
              radius="md"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
              data-testid="two-factor-qr"
            />
          )}
          <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Text size="sm">{t('profile.twoFactor.scan')}</Text>
            <Text size="sm" c="dimmed" id="two-factor-secret-label">
              {t('profile.twoFactor.manual')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code
                fz="sm"
                px="sm"
                py={6}
                aria-labelledby="two-factor-secret-label"
                data-testid="two-factor-secret"
                style={{ letterSpacing: '0.05em' }}
              >
                {groupedSecret(setup.secret)}
              </Code>
              <CopyButton value={setup.secret}>
                {({ copied, copy }) => (
                  <HoverTooltip
                    label={copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyKey')}
                  >
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyKey')}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </HoverTooltip>
                )}
              </CopyButton>
            </Group>
            <TextInput
              ref={input}
              label={t('profile.twoFactor.codeLabel')}
              description={t('profile.twoFactor.codeHint')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              maw={240}
              value={code}
              error={errors.code}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' },
              }}
              onChange={(event) => {
                setCode(appCodeInput(event.currentTarget.value));
                setErrors(({ code: _, ...rest }) => rest);
              }}
            />
            {askPassword && (
              <PasswordInput
                ref={passwordInput}
                label={t('auth.password')}
                description={
                  hasPassword === null
                    ? t('profile.twoFactor.passwordHint')
                    : t('profile.twoFactor.setupPasswordHint')
                }
                name="password"
                autoComplete="current-password"
                maw={320}
                value={password}
                error={errors.password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setErrors(({ password: _, ...rest }) => rest);
                }}
              />
            )}
          </Stack>
        </Group>
        <FormActions
          submitLabel={t('profile.twoFactor.confirm')}
          pending={confirming.isPending}
          cancelLabel={t('profile.twoFactor.cancel')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
