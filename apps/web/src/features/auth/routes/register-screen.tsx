import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerSchema } from '@sorted/core/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { issueCodes, translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { failureText } from '../failure-text.ts';
import { useRegister } from '../guest-requests.ts';
import { CHECKLIST_CODES, passwordChecklist, withMismatch } from '../password-checklist.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

type Field = 'name' | 'email' | 'password' | 'password_confirmation';
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'password_confirmation'];
type Values = Record<Field, string>;

function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  // Its errors are the server's; the schema's show live under each field once it has been left.
  const form = useSchemaForm<Values>(registerSchema, {
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const register = useRegister();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const values = form.getValues();
  const parsed = useMemo(() => registerSchema.safeParse(values), [values]);
  const clientCodes = withMismatch(parsed.success ? {} : issueCodes(parsed.error.issues), values);
  const checklist = passwordChecklist(values.password, values.password_confirmation);

  const errorOf = (field: Field): ReactNode => {
    const server = form.errors[field];
    if (server) return server;
    const code = clientCodes[field];
    if (!code || !touched.has(field)) return undefined;
    // The checklist already shows the password rules.
    if (CHECKLIST_CODES.has(code)) return undefined;
    return validationText(code, language);
  };

  const fieldProps = (field: Field) => ({
    ...form.getInputProps(field),
    ref: inputs[field],
    error: errorOf(field),
    onBlur: () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    if (!parsed.success) {
      setTouched(new Set(FIELDS));
      return;
    }
    setAlert(null);
    const { email } = parsed.data;
    register.mutate(parsed.data, {
      onSuccess: () => navigate('/confirm-registration', { state: { email } }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const { fields, first } = translateErrors(error.errors, language);
          form.setErrors(fields);
          setAlert(first ?? t('auth.errors.somethingWrong'));
          const firstField = FIELDS.find((field) => field in fields);
          if (firstField) inputs[firstField].current?.focus();
        } else {
          notify.error(failureText(t, error, t('auth.errors.registerFailed')));
        }
      },
    });
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.register.title')} subtitle={t('auth.register.subtitle')} />

      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          {alert}
        </Alert>
      )}

      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={t('auth.name')} autoComplete="name" {...fieldProps('name')} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
          />
          <PasswordInput label={t('auth.password')} autoComplete="new-password" {...fieldProps('password')} />
          <PasswordInput
            label={t('auth.passwordConfirmation')}
            autoComplete="new-password"
            {...fieldProps('password_confirmation')}
          />
          <PasswordChecklist id="register-password-rules" items={checklist} />
          <Button type="submit" fullWidth size="md" loading={register.isPending} disabled={!parsed.success}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>

      <AuthLinks links={[{ to: '/login', label: t('auth.signIn'), lead: t('auth.haveAccount') }]} />
    </Stack>
  );
}

export default withGuestQueries(RegisterScreen);
