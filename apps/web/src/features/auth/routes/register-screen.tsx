import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerSchema } from '@sorted/core/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { issueCodes, translateErrors, validationText } from '../../../lib/validation-errors.ts';
import { notify } from '../../../ui/notify.tsx';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { CHECKLIST_CODES, passwordChecklist, withMismatch } from '../password-checklist.ts';

type Field = 'name' | 'email' | 'password' | 'password_confirmation';
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'password_confirmation'];
type Values = Record<Field, string>;

export default function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const parsed = useMemo(() => registerSchema.safeParse(values), [values]);
  const clientCodes = withMismatch(parsed.success ? {} : issueCodes(parsed.error.issues), values);
  const checklist = passwordChecklist(values.password, values.password_confirmation);

  const errorOf = (field: Field): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const code = clientCodes[field];
    if (!code || !touched.has(field)) return undefined;
    // The checklist already shows the password rules.
    if (CHECKLIST_CODES.has(code)) return undefined;
    return validationText(code, language);
  };

  const fieldProps = (field: Field) => ({
    ref: inputs[field],
    name: field,
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
    if (busy.current) return;
    if (!parsed.success) {
      setTouched(new Set(FIELDS));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setAlert(null);
    try {
      await ensureCsrfCookie();
      await api.post(
        '/register',
        { data: { type: 'users', attributes: parsed.data } },
        { allowUnauthorized: true },
      );
      await navigate('/confirm-registration', { state: { email: parsed.data.email } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { fields, first } = translateErrors(error.errors, language);
        setServerErrors(fields);
        setAlert(first ?? t('auth.errors.somethingWrong'));
        const firstField = FIELDS.find((field) => field in fields);
        if (firstField) inputs[firstField].current?.focus();
      } else {
        notify.error(
          error instanceof ApiError && error.status === 429
            ? t('auth.errors.throttled')
            : t('auth.errors.registerFailed'),
        );
      }
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.register.title')} subtitle={t('auth.register.subtitle')} />

      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          {alert}
        </Alert>
      )}

      <form noValidate onSubmit={(event) => void submit(event)}>
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
          <Button type="submit" fullWidth size="md" loading={submitting} disabled={!parsed.success}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>

      <AuthLinks links={[{ to: '/login', label: t('auth.signIn'), lead: t('auth.haveAccount') }]} />
    </Stack>
  );
}
