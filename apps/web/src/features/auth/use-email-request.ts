import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.tsx';
import { looksLikeEmail } from './email.ts';
import { failureText } from './failure-text.ts';

interface EmailRequestOptions {
  /** The notification once the server took the request. */
  sent: string;
  /** After the answer, whichever it was. */
  onSettled?: () => void;
}

/**
 * A form that sends only an e-mail address to ask for a link (a new verification link, a password reset
 * link): the address checked before it goes (the field focused on a problem), and a refusal for too many
 * requests told as such.
 */
export function useEmailRequest(
  sending: UseMutationResult<void, Error, string>,
  initialEmail: string,
  { sent, onSettled }: EmailRequestOptions,
) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const address = email.trim();
    const problem = !address
      ? t('auth.errors.emailRequired')
      : looksLikeEmail(address)
        ? null
        : t('auth.errors.emailInvalid');
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    sending.mutate(address, {
      onSuccess: () => notify.success(sent),
      onError: (caught) => notify.error(failureText(t, caught, t('auth.errors.somethingWrong')), caught),
      ...(onSettled ? { onSettled } : {}),
    });
  };

  const change = (value: string) => {
    setEmail(value);
    setError(null);
  };

  return { email, error, input, submit, change };
}
