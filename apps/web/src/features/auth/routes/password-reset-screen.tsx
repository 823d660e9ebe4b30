import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordSchema } from '@sorted/core/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { issueCodes, translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { CHECKLIST_CODES, passwordChecklist, withMismatch } from '../password-checklist.ts';
import { LOGIN_PATH } from '../redirect.ts';

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

/** Opened from the reset mail (`?token=…&email=…`): a new password, with the sign-up checklist. */
export default function PasswordResetScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const { search } = useLocation();
  const { email, token } = useMemo(() => {
    const params = new URLSearchParams(search);
    return { email: params.get('email') ?? '', token: params.get('token') ?? '' };
  }, [search]);

  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [linkError, setLinkError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const inputs = {
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const parsed = useMemo(
    () => resetPasswordSchema.safeParse({ email, token, ...values }),
    [email, token, values],
  );
  const clientCodes = withMismatch(parsed.success ? {} : issueCodes(parsed.error.issues), values);
  const checklist = passwordChecklist(values.password, values.password_confirmation);
  // A link whose e-mail or token the shared schema refuses cannot work either.
  const linkComplete = email !== '' && token !== '' && !clientCodes.email && !clientCodes.token;

  const errorOf = (field: Field): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const code = clientCodes[field];
    if (!code || !touched.has(field) || CHECKLIST_CODES.has(code)) return undefined;
    return validationText(code, language);
  };

  const fieldProps = (field: Field) => ({
    ref: inputs[field],
    name: field,
    autoComplete: 'new-password',
    value: values[field],
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || !parsed.success) return;
    busy.current = true;
    setSubmitting(true);
    setLinkError(null);
    try {
      await ensureCsrfCookie();
      await api.post('/password-reset', { data: { type: 'users', attributes: parsed.data } });
      notify.success(t('auth.reset.done'));
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, first } = translateErrors(error.errors, language);
        const { token: tokenError, email: emailError, ...rest } = fields;
        setServerErrors(rest);
        // There is no token field (nor an editable e-mail): those problems belong to the link.
        const aboutLink = tokenError ?? emailError;
        setLinkError(aboutLink ?? (Object.keys(rest).length === 0 ? (first ?? null) : null));
        const firstField = (['password', 'password_confirmation'] as const).find((field) => field in rest);
        if (firstField) inputs[firstField].current?.focus();
      } else {
        notify.error(
          error instanceof ApiError && error.status === 429
            ? t('auth.errors.throttled')
            : t('auth.errors.somethingWrong'),
          error,
        );
      }
      busy.current = false;
      setSubmitting(false);
    }
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
          <form noValidate onSubmit={(event) => void submit(event)}>
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
              <Button type="submit" fullWidth size="md" loading={submitting} disabled={!parsed.success}>
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
