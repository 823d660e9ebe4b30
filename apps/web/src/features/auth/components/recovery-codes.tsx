import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { recoveryCodesFile } from '../two-factor.ts';

/** Saves `text` as a file the way a link with `download` does. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Turning on, last step: the ten recovery codes, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const file = recoveryCodesFile(t('profile.twoFactor.fileHeading'), codes);

  return (
    <Stack gap="lg" aria-labelledby="recovery-codes-title" role="group">
      <Text fw={600} id="recovery-codes-title">
        {t('profile.twoFactor.codesTitle')}
      </Text>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
        {t('profile.twoFactor.codesWarning')}
      </Alert>
      <List
        listStyleType="none"
        data-testid="recovery-codes"
        ff="monospace"
        fz="md"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-lg)',
          padding: 'var(--mantine-spacing-md)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-default-hover)',
        }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => download('sorted-recovery-codes.txt', file)}
        >
          {t('profile.twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('profile.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}
