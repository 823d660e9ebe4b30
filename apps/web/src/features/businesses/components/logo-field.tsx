import { Box, Button, Image, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/validation-errors.ts';
import { FileDropField } from '../../../ui/file-drop-field.tsx';
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

  return (
    <FileDropField
      label={t('businessLook.logo')}
      hint={t('businessLook.logoHint')}
      error={error}
      accept={LOGO_ACCEPT}
      testId="logo-drop"
      onFile={send}
      pick={{
        label: company.logo_url ? t('businessLook.logoReplace') : t('businessLook.logoChoose'),
        icon: <IconPhotoUp size={16} />,
        loading: save.isPending && save.variables !== null,
      }}
      actions={
        company.logo_url && (
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
        )
      }
    >
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
    </FileDropField>
  );
}
