import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import {
  type FormSchema,
  focusFirstError,
  issueErrors,
  showServerErrors,
  useSchemaForm,
} from '../../lib/form.ts';
import { notify } from '../../ui/notify.tsx';
import { useAllCompanies } from '../businesses/index.ts';
import type { ClientOption } from './components/client-picker.tsx';
import { type DocumentValues, type FormErrors, remainingErrors } from './document-form-model.ts';

/** What a kind's form tells the one document form: its checks, numbering, saving and wording. */
export interface DocumentFormOptions<Values extends DocumentValues, Payload, Saved> {
  schema: FormSchema;
  initial: Values;
  initialClient: ClientOption | null;
  /** A saved document is being edited (it keeps its number; Save compares with it as saved). */
  editing: boolean;
  /** The field holding the document's number ("name" on an invoice). */
  numberField: keyof Values & string;
  /** The kind's hook for the number its business's next document takes. */
  useNextNumber: (companyId: string | null, enabled: boolean) => UseQueryResult<string>;
  /** Whether the document as saved was GST-registered, while its business is not loaded. */
  savedGstRegistered: boolean | undefined;
  save: UseMutationResult<Saved, Error, Payload>;
  payloadOf: (values: Values) => Payload;
  /** A document that cannot change any more saves nothing. */
  readOnly?: boolean;
  texts: {
    saved: (saved: Saved) => string;
    saveFailed: string;
    correctErrors: string;
  };
  onSaved?: ((saved: Saved) => void) | undefined;
}

/**
 * The state and behaviour every sales document's form shares: the values checked as they change, the
 * business chosen when there is one, the next number filled in, the client, and Save with its answers.
 */
export function useDocumentForm<Values extends DocumentValues, Payload, Saved>(
  options: DocumentFormOptions<Values, Payload, Saved>,
) {
  const { schema, initial, editing, numberField, save, payloadOf, texts, readOnly = false } = options;
  const { i18n } = useTranslation();
  const form = useSchemaForm<Values>(schema, initial);
  const values = form.values;
  // The form as it is now, for callbacks that outlive a render (effects, answers from the server).
  const latest = useRef(form);
  latest.current = form;
  // What Save compares with: the document as saved, or a new one as the form filled it in.
  const [saved, setSaved] = useState(initial);
  const [client, setClient] = useState(options.initialClient);
  const formRef = useRef<HTMLFormElement>(null);
  const suggestedNumber = useRef<string | null>(null);
  // The errors shown are the form's own (checked again as fields change) or the server's (a 422).
  const fromServer = useRef(false);

  const companies = useAllCompanies();
  const nextNumber = options.useNextNumber(values.company_id, !editing);
  const gstRegistered =
    companies.data?.find((candidate) => candidate.id === values.company_id)?.gst_registered ??
    options.savedGstRegistered ??
    false;

  const errorOf = (path: string): string | undefined => {
    const message = form.errors[path];
    return message == null ? undefined : String(message);
  };

  /** Applies an edit; an error goes once its field is fixed, a server's once its field is edited. */
  const change = useCallback(
    (patch: Partial<Values>, changed: string) => {
      const current = latest.current;
      const shown = current.errors as FormErrors;
      // setValues clears every error (Mantine's clearInputErrorOnChange); the ones still due come back.
      current.setValues(patch);
      const checks = (checked: Values): FormErrors => {
        const parsed = schema.safeParse(checked);
        return parsed.success ? {} : issueErrors(parsed.error.issues, i18n.resolvedLanguage);
      };
      current.setErrors(
        remainingErrors(shown, current.getValues(), changed, checks, () => fromServer.current),
      );
    },
    [i18n, schema],
  );

  /**
   * A value the form fills in itself (the only business, its next number): part of the form as it
   * starts, so a new document's Save stays off until the user changes something.
   */
  const prefill = useCallback(
    (patch: Partial<Values>, changed: string) => {
      change(patch, changed);
      if (!editing) setSaved((current) => ({ ...current, ...patch }));
    },
    [change, editing],
  );

  // Pay To is chosen for the user when they have exactly one business.
  const only = companies.data?.length === 1 ? companies.data[0] : undefined;
  useEffect(() => {
    if (only && !values.company_id) prefill({ company_id: only.id } as Partial<Values>, 'company');
  }, [only, values.company_id, prefill]);

  // A new document takes the business's next number, unless the user typed their own.
  useEffect(() => {
    const number = nextNumber.data;
    const typed = latest.current.getValues()[numberField];
    if (!number || (typed !== '' && typed !== suggestedNumber.current)) return;
    suggestedNumber.current = number;
    prefill({ [numberField]: number } as Partial<Values>, numberField);
  }, [nextNumber.data, prefill, numberField]);

  /** Shows why the form was refused: the focus on the first error, and a toast. */
  const refuse = (message: string, server = false) => {
    fromServer.current = server;
    focusFirstError(formRef.current);
    notify.error(message);
  };

  const submit = (current: Values) => {
    if (save.isPending || readOnly) return;
    save.mutate(payloadOf(current), {
      onSuccess: (result) => {
        notify.success(texts.saved(result));
        setSaved(current);
        options.onSaved?.(result);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 422)) {
          notify.error(texts.saveFailed, error);
          return;
        }
        showServerErrors(form, error, i18n.resolvedLanguage, '');
        refuse(texts.correctErrors, true);
      },
    });
  };

  return {
    form,
    values,
    saved,
    client,
    formRef,
    companies,
    gstRegistered,
    suggestedNumber,
    errorOf,
    change,
    prefill,
    refuse,
    chooseClient: (next: ClientOption | null) => {
      setClient(next);
      change({ customer_id: next?.value ?? null } as Partial<Values>, 'customer');
    },
    onSubmit: form.onSubmit(submit, () => refuse(texts.correctErrors)) as (
      event?: FormEvent<HTMLFormElement>,
    ) => void,
  };
}

export type DocumentForm<Values extends DocumentValues> = ReturnType<
  typeof useDocumentForm<Values, unknown, unknown>
>;
