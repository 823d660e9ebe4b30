import { Avatar, Box, Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { profileSchema } from '@sorted/core/schemas/auth';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { pathFromPointer, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { NotificationEmailPanel } from '../../notifications/index.ts';
import { useSaveProfile } from '../account.ts';
import { type AuthUser, authStore, useAuth } from '../auth-store.ts';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';
import { PROFILE_IMAGE_TYPES, profileImageProblem } from '../profile-image.ts';

/** A blob: URL for previewing a chosen file, revoked when the file changes or the screen goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ProfileForm({ user }: { user: AuthUser }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const form = useSchemaForm(profileSchema, { name: user.name });
  const save = useSaveProfile(user);
  const [file, setFile] = useState<File | null>(null);
  // The chosen file's own problem (type, size); the server's about the saved one is the form's.
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const resetFile = useRef<() => void>(null);
  const preview = useObjectUrl(file);
  const { name } = form.getValues();
  const imageError = imageProblem ?? form.errors.attachment;

  const initial = (name.trim()[0] ?? user.email[0] ?? '?').toLocaleUpperCase();
  const dirty = name.trim() !== user.name || file !== null;

  const clearImageError = () => {
    setImageProblem(null);
    form.clearFieldError('attachment');
  };

  const choose = (next: File | null) => {
    clearImageError();
    if (!next) return;
    const problem = profileImageProblem(next);
    if (problem) {
      setImageProblem(validationText(problem, language) ?? problem);
      resetFile.current?.();
      return;
    }
    setFile(next);
  };

  const discardFile = () => {
    setFile(null);
    resetFile.current?.();
    clearImageError();
  };

  const submit = (values: { name: string }) => {
    if (save.isPending || !dirty) return;
    const trimmed = values.name.trim();
    const renamed = trimmed !== user.name;
    setImageProblem(null);
    save.mutate(
      { ...(renamed ? { name: trimmed } : {}), ...(file ? { image: file } : {}) },
      {
        onSuccess: () => {
          setFile(null);
          resetFile.current?.();
          notify.success(t('profile.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            showServerErrors(form, error, language, '');
            const aboutName = error.errors.some((item) => pathFromPointer(item.source?.pointer) === 'name');
            if (aboutName) nameInput.current?.focus();
          }
          notify.error(t('profile.failed'), error);
        },
        // A saved name shows as saved (trimmed), even when the image after it failed.
        onSettled: () => {
          if (renamed && authStore.getState().user?.name !== user.name) form.setFieldValue('name', trimmed);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <form
        noValidate
        onSubmit={form.onSubmit(submit, () => nameInput.current?.focus())}
        aria-labelledby="edit-profile-title"
      >
        <Stack gap="xl">
          <SectionHeading id="edit-profile-title" title={t('profile.card')} text={t('profile.subtitle')} />

          <Group gap="lg" align="center" wrap="nowrap">
            <Avatar
              src={preview ?? user.profileImageUrl}
              alt={preview ? t('profile.previewAlt') : t('profile.imageAlt')}
              size={88}
              radius={88}
              color="indigo"
              data-testid="profile-avatar"
            >
              <Text fz={34} fw={600} inherit>
                {initial}
              </Text>
            </Avatar>
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} id="profile-image-label">
                {t('profile.image')}
              </Text>
              <Group gap="xs">
                <FileButton
                  onChange={choose}
                  accept={PROFILE_IMAGE_TYPES.join(',')}
                  resetRef={resetFile}
                  inputProps={{
                    'aria-labelledby': 'profile-image-label',
                    'aria-describedby': imageError
                      ? 'profile-image-hint profile-image-error'
                      : 'profile-image-hint',
                  }}
                >
                  {(props) => (
                    <Button variant="default" size="sm" leftSection={<IconPhotoUp size={16} />} {...props}>
                      {t(user.profileImageUrl || file ? 'profile.changeImage' : 'profile.chooseImage')}
                    </Button>
                  )}
                </FileButton>
                {file && (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="sm"
                    leftSection={<IconX size={16} />}
                    onClick={discardFile}
                  >
                    {t('profile.discardImage')}
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed" id="profile-image-hint">
                {file ? t('profile.imageChosen', { name: file.name }) : t('profile.imageHint')}
              </Text>
              {imageError && (
                <Text size="sm" c="red" id="profile-image-error" role="alert">
                  {imageError}
                </Text>
              )}
            </Stack>
          </Group>

          <Stack gap="md">
            <TextInput
              ref={nameInput}
              label={t('auth.name')}
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('auth.email')}
              name="email"
              type="email"
              value={user.email}
              readOnly
              variant="filled"
              description={t('profile.emailHint')}
            />
          </Stack>

          <Box>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('profile.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}

/** The signed-in user's profile: name (e-mail read-only), profile image, two-factor sign-in and notification e-mails. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle(t('screens.profile.title'));
  const { user } = useAuth();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('screens.profile.title')}
      </Title>
      {user && <ProfileForm user={user} />}
      {user && <TwoFactorPanel />}
      {user && <NotificationEmailPanel />}
    </Stack>
  );
}
