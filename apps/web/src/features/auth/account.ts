import type {
  ProfileImageDocument,
  RecoveryCodesDocument,
  TwoFactorSetupDocument,
} from '@sorted/core/contract/auth';
import type { ProfileRequest } from '@sorted/core/contract/requests';
import type { UserDocument } from '@sorted/core/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUpload } from '../../lib/api.ts';
import { type AuthUser, authStore } from './auth-store.ts';
import { logout, userFromDocument } from './session.ts';
import {
  recoveryCodesOf,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupOf,
  twoFactorStatusOf,
} from './two-factor.ts';

// The signed-in user's own account (the profile screen and the top bar's menu): queries and mutations,
// each keeping the top bar and the two-factor status up to date itself. Not for the sign-in page, which
// stays off TanStack Query (session.ts).

const twoFactorKey = ['me', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => api.get<UserDocument>('/me', { signal }).then(twoFactorStatusOf),
  });
}

/** The status as a change just left it, without asking the server again. */
function useSetTwoFactorEnabled() {
  const queryClient = useQueryClient();
  return (enabled: boolean) =>
    queryClient.setQueryData<TwoFactorStatus>(twoFactorKey, (current) => ({
      hasPassword: current?.hasPassword ?? null,
      enabled,
    }));
}

/** Turning on, step one: the secret and QR code to show. A 409 means it is on already (another tab). */
export function useStartTwoFactor() {
  const setEnabled = useSetTwoFactorEnabled();
  return useMutation({
    mutationFn: async (): Promise<TwoFactorSetup> => {
      const setup = twoFactorSetupOf(await api.post<TwoFactorSetupDocument>('/two-factor/setup'));
      if (!setup) throw new Error('The two-factor setup answer has no secret or QR code');
      return setup;
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setEnabled(true);
    },
  });
}

export interface TwoFactorConfirmInput {
  code: string;
  /** Left out when the account has no password or none was typed (the server says if it was needed). */
  password?: string;
}

/**
 * Turning on, step two: the app's code proves the app holds the secret, the password that it is the
 * owner turning it on; answers the recovery codes.
 */
export function useConfirmTwoFactor() {
  const setEnabled = useSetTwoFactorEnabled();
  return useMutation({
    mutationFn: async (attributes: TwoFactorConfirmInput) =>
      recoveryCodesOf(
        await api.post<RecoveryCodesDocument>('/two-factor/confirm', {
          data: { type: 'two-factor-confirmations', attributes },
        }),
      ),
    onSuccess: () => setEnabled(true),
  });
}

export interface TwoFactorDisableInput {
  /** Left out when the account has no password or none was typed (the server says if it was needed). */
  password?: string;
  code: string;
}

export function useDisableTwoFactor() {
  const setEnabled = useSetTwoFactorEnabled();
  return useMutation({
    mutationFn: (attributes: TwoFactorDisableInput) =>
      api.post('/two-factor/disable', { data: { type: 'two-factor-disablements', attributes } }),
    onSuccess: () => setEnabled(false),
  });
}

export interface ProfileChange {
  /** The new name, trimmed; undefined when it did not change. */
  name?: string;
  /** A new profile image (already checked by profileImageProblem). */
  image?: File;
}

/**
 * Saves the profile: the name, then the image. Each step shows in the top bar as soon as it is saved, so
 * a failed upload leaves the new name in place.
 */
export function useSaveProfile(user: AuthUser) {
  return useMutation({
    mutationFn: async ({ name, image }: ProfileChange) => {
      if (name !== undefined) {
        const document = await api.patch<UserDocument>('/me', {
          data: { type: 'users', attributes: { name } },
        } satisfies ProfileRequest);
        authStore.updateUser({ name: userFromDocument(document)?.name ?? name });
      }
      if (image) {
        const form = new FormData();
        form.append('attachment', image, image.name);
        const { url } = await apiUpload<ProfileImageDocument>(
          `/uploads/users/${encodeURIComponent(user.id)}/profile-image`,
          form,
        );
        authStore.updateUser({ profileImageUrl: url });
      }
    },
  });
}

/** Signs out (see logout); the query cache forgets the user's answers as they leave (app/query-client.ts). */
export function useSignOut() {
  return useMutation({ mutationFn: logout });
}
