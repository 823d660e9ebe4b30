import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors } from '../lib/form.ts';
import { notify } from './notify.tsx';

interface SaveFormTexts<Saved> {
  /** The notification once saved; a function of the record saved where it names it. */
  saved: string | ((saved: Saved) => string);
  /** The notification, and the note above the button, when the save failed. */
  failed: string;
}

/**
 * A drawer's form that saves through a mutation: checked by its schema first, then saved; a refusal is
 * told, a 422's errors stand under their fields (the rest above the button, as `failure`), and the focus
 * goes to the first field in error. Give `formRef` and `onSubmit` to the <form>.
 */
export function useSaveForm<Values, Saved>(
  form: UseFormReturnType<Values>,
  save: UseMutationResult<Saved, Error, Values>,
  texts: SaveFormTexts<Saved>,
  onSaved: (saved: Saved) => void,
) {
  const { i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (values: Values) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(typeof texts.saved === 'function' ? texts.saved(saved) : texts.saved);
        onSaved(saved);
      },
      onError: (error) => {
        notify.error(texts.failed, error);
        setFailure(showServerErrors(form, error, i18n.resolvedLanguage, texts.failed) ?? null);
        focusFirstError(formRef.current);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A drawer can open inside another form (Bill To on an invoice): React events bubble through
    // portals, and this submit must not submit that form too.
    event.stopPropagation();
    form.onSubmit(submit, () => focusFirstError(formRef.current))(event);
  };

  return { formRef, onSubmit, failure };
}
