import { Box, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { LOGO_ACCEPT, LOGO_MAX_BYTES } from '../accent-colors.ts';
import { type Company, useSaveLogo } from '../companies.ts';

/**
 * The business's logo, saved as soon as it is picked or dropped (it needs no other field): a preview of
 * the stored one, Remove, and the server's refusal under the field.
 */
export function LogoField({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const save = useSaveLogo(company.id);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const send = (file: File | null) => {
    if (save.isPending) return;
    setError(null);
    if (file && file.size > LOGO_MAX_BYTES) {
      setError(t('businessLook.logoTooLarge'));
      return;
    }
    save.mutate(file, {
      onSuccess: () => notify.success(file ? t('businessLook.logoSaved') : t('businessLook.logoRemoved')),
      onError: (failure) => {
        const refused =
          failure instanceof ApiError && failure.status === 422 && failure.errors[0]
            ? errorText(failure.errors[0], i18n.resolvedLanguage)
            : undefined;
        if (refused) setError(refused);
        else notify.error(t('businessLook.logoFailed'), failure);
      },
    });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) send(dropped);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {t('businessLook.logo')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        style={{
          borderStyle: 'dashed',
          borderColor: error
            ? 'var(--mantine-color-error)'
            : over
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
        }}
        data-testid="logo-drop"
      >
        <Stack gap="xs" align="center" ta="center">
          {company.logo_url ? (
            // White behind it, as on the PDF's paper, in the dark skin too.
            <Box bg="white" p={6} style={{ borderRadius: 6 }}>
              <Image src={company.logo_url} alt={t('businessLook.logoAlt')} h={60} w="auto" fit="contain" />
            </Box>
          ) : (
            <Text size="sm" c="dimmed">
              {t('businessLook.logoDrop')}
            </Text>
          )}
          <Group gap="xs" justify="center">
            <FileButton
              onChange={(picked) => {
                if (picked) send(picked);
              }}
              accept={LOGO_ACCEPT}
              inputProps={{
                'aria-labelledby': labelId,
                'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
              }}
            >
              {(props) => (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={save.isPending && save.variables !== null}
                  {...props}
                >
                  {company.logo_url ? t('businessLook.logoReplace') : t('businessLook.logoChoose')}
                </Button>
              )}
            </FileButton>
            {company.logo_url && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                loading={save.isPending && save.variables === null}
                onClick={() => send(null)}
              >
                {t('businessLook.logoRemove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" id={hintId}>
            {t('businessLook.logoHint')}
          </Text>
        </Stack>
      </Paper>
      {error && (
        <Text size="sm" c="red" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
