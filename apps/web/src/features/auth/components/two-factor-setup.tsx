import { ActionIcon, Code, CopyButton, Group, Image, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateErrors } from '../../../lib/validation-errors.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
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

interface TwoFactorSetupProps {
  setup: TwoFactorSetup;
  /** The code was right: two-factor sign-in is on, and these are the recovery codes to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Turning on, step two: scan the QR code (or type the key) into an app, then prove it with one code. */
export function TwoFactorSetupStep({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirming = useConfirmTwoFactor();
  const input = useRef<HTMLInputElement>(null);
  const qr = svgImageSource(setup.qrSvg);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming.isPending) return;
    if (!isAppCode(code)) {
      setError(code ? t('auth.twoFactor.codeDigits') : t('auth.twoFactor.codeRequired'));
      input.current?.focus();
      return;
    }
    confirming.mutate(code, {
      onSuccess: onConfirmed,
      onError: (caught) => {
        if (caught instanceof ApiError && caught.status === 422) {
          const { fields, first } = translateErrors(caught.errors, i18n.resolvedLanguage);
          setError(fields.code ?? first ?? t('auth.twoFactor.invalid'));
          input.current?.select();
        } else {
          notify.error(failureText(t, caught, t('profile.twoFactor.failed')), caught);
        }
      },
    });
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
                  <Tooltip label={copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyKey')}>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyKey')}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
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
              error={error}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' },
              }}
              onChange={(event) => {
                setCode(appCodeInput(event.currentTarget.value));
                if (error) setError(undefined);
              }}
            />
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
