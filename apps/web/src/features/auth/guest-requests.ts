import type { RegisterRequest, ResetPasswordRequest } from '@sorted/core/contract/requests';
import type { RegisterInput, ResetPasswordInput } from '@sorted/core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, ensureCsrfCookie } from '../../lib/api.ts';
import { completeSignIn } from './session.ts';

// What the signed-out screens other than the sign-in page send: each a mutation, the screen showing
// its progress and failure. The sign-in page keeps its own requests off TanStack Query (its JS budget);
// these screens load it with their own code (see with-guest-queries.tsx).

export function useRegister() {
  return useMutation({
    mutationFn: async (attributes: RegisterInput) => {
      await ensureCsrfCookie();
      await api.post('/register', { data: { type: 'users', attributes } } satisfies RegisterRequest, {
        allowUnauthorized: true,
      });
    },
  });
}

/** Asks for a reset link; the answer is the same for every address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => {
      await ensureCsrfCookie();
      await api.post('/password-forgot', {
        data: { attributes: { email, redirect_url: `${window.location.origin}/password-reset` } },
      });
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (attributes: ResetPasswordInput) => {
      await ensureCsrfCookie();
      await api.post('/password-reset', {
        data: { type: 'users', attributes },
      } satisfies ResetPasswordRequest);
    },
  });
}

/** Asks for a new verification link; the answer is the same whether the address has an account or not. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (email: string) => {
      await ensureCsrfCookie();
      await api.post('/email/verification-notification', { email });
    },
  });
}

/** The code step of signing in: the app's code or a recovery code; signed in when it answers. */
export function useTwoFactorSignIn() {
  return useMutation({
    mutationFn: async (attributes: { code: string } | { recovery_code: string }) => {
      await ensureCsrfCookie();
      await api.post(
        '/login/two-factor',
        { data: { type: 'two-factor-challenges', attributes } },
        { allowUnauthorized: true },
      );
      // Signed in: the guest guard takes the visitor on to the redirect, intended path or dashboard.
      await completeSignIn();
    },
  });
}
