import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormSchema, focusFirstError, showServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { refusalText } from '../../../lib/refusal-text.ts';
import { notify } from '../../../ui/notify.tsx';

/**
 * A panel of a document's page (its payments, its adjustment notes): a titled section with its action
 * beside the title, its content, and what opens from it (a dialog) after.
 */
export function DocumentPanel({
  id,
  title,
  action,
  children,
  after,
}: {
  /** The id of the title, which names the section. */
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Text fw={600} id={id}>
            {title}
          </Text>
          {action}
        </Group>
        {children}
      </Stack>
      {after}
    </Paper>
  );
}

/**
 * A panel form's refusals: the server's errors under the fields it names (`fields`), any other above
 * the buttons (its reason, or the generic failure), and the focus on the first.
 */
export function usePanelFormRefusal<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  fields: ReadonlySet<string>,
) {
  const { i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  return {
    ref: setElement,
    onSubmit: (submit: (values: Values) => void) =>
      form.onSubmit(
        (values) => {
          setFailure(null);
          submit(values);
        },
        () => focusFirstError(element),
      ),
    refused: (error: Error, failed: string) => {
      const language = i18n.resolvedLanguage;
      setFailure(
        showServerErrors(form, error, language, refusalText(error, language) ?? failed, (path) =>
          fields.has(path),
        ) ?? null,
      );
      focusFirstError(element);
    },
    failure: failure && (
      <Alert color="red" variant="light" role="alert">
        {failure}
      </Alert>
    ),
  };
}

/**
 * A panel form that one mutation sends (record a payment, issue a note): a second submit is ignored
 * while the first is on its way; on success the confirmation is shown and the panel closes (`onDone`);
 * a refusal is shown as `usePanelFormRefusal` shows it.
 */
export function usePanelForm<Values extends Record<string, unknown>, Result>({
  schema,
  initial,
  fields,
  mutation,
  succeeded,
  failed,
  onDone,
}: {
  schema: FormSchema;
  initial: Values;
  fields: ReadonlySet<string>;
  mutation: Pick<UseMutationResult<Result, Error, Values>, 'isPending' | 'mutate'>;
  /** The confirmation, from what the server answered and what was sent. */
  succeeded: (result: Result, values: Values) => string;
  /** Said when the refusal gives no reason of its own. */
  failed: string;
  onDone: () => void;
}) {
  const form = useSchemaForm<Values>(schema, initial);
  const refusal = usePanelFormRefusal(form, fields);
  const onSubmit = refusal.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (result) => {
        notify.success(succeeded(result, values));
        onDone();
      },
      onError: (error) => refusal.refused(error, failed),
    });
  });
  return { form, ref: refusal.ref, onSubmit, failure: refusal.failure };
}
