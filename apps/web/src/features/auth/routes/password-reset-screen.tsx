import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordSchema } from '@sorted/core/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { issueCodes, translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { failureText } from '../failure-text.ts';
import { useResetPassword } from '../guest-requests.ts';
import { CHECKLIST_CODES, passwordChecklist, withMismatch } from '../password-checklist.ts';
import { LOGIN_PATH } from '../redirect.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

type Field = 'password' | 'password_confirmation';

/** A form-level problem with a way out: the link is incomplete, or the server refused its token. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
          {t('auth.reset.requestNew')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

type Values = Record<'email' | 'token' | Field, string>;

/** Opened from the reset mail (`?token=…&email=…`): a new password, with the sign-up checklist. */
function PasswordResetScreen() {
  const { search } = useLocation();
  // A new link is a new form.
  return <PasswordResetForm key={search} search={search} />;
}

function PasswordResetForm({ search }: { search: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  // The link's e-mail and token ride along unseen; the errors are the server's, the schema's show live
  // under each field once it has been left.
  const form = useSchemaForm<Values>(resetPasswordSchema, {
    email: new URLSearchParams(search).get('email') ?? '',
    token: new URLSearchParams(search).get('token') ?? '',
    password: '',
    password_confirmation: '',
  });
  const reset = useResetPassword();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [linkError, setLinkError] = useState<string | null>(null);
  const inputs = {
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const values = form.getValues();
  const { email, token } = values;
  const parsed = useMemo(() => resetPasswordSchema.safeParse(values), [values]);
  const clientCodes = withMismatch(parsed.success ? {} : issueCodes(parsed.error.issues), values);
  const checklist = passwordChecklist(values.password, values.password_confirmation);
  // A link whose e-mail or token the shared schema refuses cannot work either.
  const linkComplete = email !== '' && token !== '' && !clientCodes.email && !clientCodes.token;

  const errorOf = (field: Field): ReactNode => {
    const server = form.errors[field];
    if (server) return server;
    const code = clientCodes[field];
    if (!code || !touched.has(field) || CHECKLIST_CODES.has(code)) return undefined;
    return validationText(code, language);
  };

  const fieldProps = (field: Field) => ({
    ...form.getInputProps(field),
    ref: inputs[field],
    autoComplete: 'new-password',
    error: errorOf(field),
    onBlur: () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || !parsed.success) return;
    setLinkError(null);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('auth.reset.done'));
        return navigate(LOGIN_PATH, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const { fields, first } = translateErrors(error.errors, language);
          const { token: tokenError, email: emailError, ...rest } = fields;
          form.setErrors(rest);
          // There is no token field (nor an editable e-mail): those problems belong to the link.
          const aboutLink = tokenError ?? emailError;
          setLinkError(aboutLink ?? (Object.keys(rest).length === 0 ? (first ?? null) : null));
          const firstField = (['password', 'password_confirmation'] as const).find((field) => field in rest);
          if (firstField) inputs[firstField].current?.focus();
        } else {
          notify.error(failureText(t, error, t('auth.errors.somethingWrong')), error);
        }
      },
    });
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader
        title={t('screens.passwordReset.title')}
        subtitle={linkComplete ? t('auth.reset.subtitle') : undefined}
      />

      {!linkComplete ? (
        <LinkProblem message={t('auth.reset.incomplete')} />
      ) : (
        <>
          {linkError && <LinkProblem message={linkError} />}
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <TextInput
                label={t('auth.email')}
                type="email"
                name="email"
                value={email}
                readOnly
                variant="filled"
                autoComplete="username"
              />
              <PasswordInput label={t('auth.newPassword')} {...fieldProps('password')} />
              <PasswordInput
                label={t('auth.passwordConfirmation')}
                {...fieldProps('password_confirmation')}
              />
              <PasswordChecklist id="reset-password-rules" items={checklist} />
              <Button type="submit" fullWidth size="md" loading={reset.isPending} disabled={!parsed.success}>
                {t('auth.reset.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}

      <AuthLinks links={[{ to: '/login', label: t('auth.backToSignIn') }]} />
    </Stack>
  );
}

export default withGuestQueries(PasswordResetScreen);
