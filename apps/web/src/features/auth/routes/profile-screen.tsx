import { Avatar, Box, Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, apiUpload } from '../../../lib/api.ts';
import { translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { type AuthUser, authStore, useAuth } from '../auth-store.ts';
import { TwoFactorPanel } from '../components/two-factor-panel.tsx';
import { PROFILE_IMAGE_TYPES, profileImageProblem } from '../profile-image.ts';
import { type MeDocument, userFromDocument } from '../session.ts';

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

interface Errors {
  name?: string;
  attachment?: string;
}

function ProfileForm({ user }: { user: AuthUser }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [name, setName] = useState(user.name);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const resetFile = useRef<() => void>(null);
  const preview = useObjectUrl(file);

  const initial = (name.trim()[0] ?? user.email[0] ?? '?').toLocaleUpperCase();
  const dirty = name.trim() !== user.name || file !== null;

  const choose = (next: File | null) => {
    setErrors(({ attachment: _, ...rest }) => rest);
    if (!next) return;
    const problem = profileImageProblem(next);
    if (problem) {
      setErrors((current) => ({ ...current, attachment: validationText(problem, language) ?? problem }));
      resetFile.current?.();
      return;
    }
    setFile(next);
  };

  const discardFile = () => {
    setFile(null);
    resetFile.current?.();
    setErrors(({ attachment: _, ...rest }) => rest);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || !dirty) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors((current) => ({ ...current, name: validationText('name_required', language) ?? '' }));
      nameInput.current?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    setErrors({});
    try {
      if (trimmed !== user.name) {
        const document = await api.patch<MeDocument>('/me', {
          data: { type: 'users', attributes: { name: trimmed } },
        });
        // The top bar shows the new name at once.
        authStore.updateUser({ name: userFromDocument(document)?.name ?? trimmed });
        setName(trimmed);
      }
      if (file) {
        const form = new FormData();
        form.append('attachment', file, file.name);
        const { url } = await apiUpload<{ url: string }>(
          `/uploads/users/${encodeURIComponent(user.id)}/profile-image`,
          form,
        );
        authStore.updateUser({ profileImageUrl: url });
        setFile(null);
        resetFile.current?.();
      }
      notify.success(t('profile.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields } = translateErrors(error.errors, language);
        setErrors({
          ...(fields.name ? { name: fields.name } : {}),
          ...(fields.attachment ? { attachment: fields.attachment } : {}),
        });
        if (fields.name) nameInput.current?.focus();
      }
      notify.error(t('profile.failed'), error);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="edit-profile-title">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={2} size="h3" id="edit-profile-title">
              {t('profile.card')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('profile.subtitle')}
            </Text>
          </Stack>

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
                    'aria-describedby': errors.attachment
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
              {errors.attachment && (
                <Text size="sm" c="red" id="profile-image-error" role="alert">
                  {errors.attachment}
                </Text>
              )}
            </Stack>
          </Group>

          <Stack gap="md">
            <TextInput
              ref={nameInput}
              label={t('auth.name')}
              name="name"
              autoComplete="name"
              value={name}
              error={errors.name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors(({ name: _, ...rest }) => rest);
              }}
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
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('profile.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}

/** The signed-in user's profile: name (e-mail read-only), profile image and two-factor sign-in. */
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
    </Stack>
  );
}
