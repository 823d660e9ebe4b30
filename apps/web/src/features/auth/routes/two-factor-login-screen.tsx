import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockPause } from '@tabler/icons-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { useTwoFactorSignIn } from '../guest-requests.ts';
import { LOGIN_PATH } from '../redirect.ts';
import { appCodeInput, isAppCode, type TwoFactorProblem, twoFactorProblemOf } from '../two-factor.ts';
import { withGuestQueries } from '../with-guest-queries.tsx';

// No zod and no shared messages here either: this step belongs to the sign-in page. A wrong code's
// message comes from the server, in the language the app asked for.

type Mode = 'app' | 'recovery';

/**
 * The second step of signing in for an account with two-factor sign-in on: the code of the
 * authenticator app, or one of the recovery codes. The pending challenge lives in an HttpOnly cookie;
 * when it is gone the visitor starts again at the password.
 */
function TwoFactorLoginScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('app');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Exclude<TwoFactorProblem, 'expired'> | null>(null);
  const signIn = useTwoFactorSignIn();
  const input = useRef<HTMLInputElement>(null);
  const field = mode === 'app' ? 'code' : 'recovery_code';

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setValue('');
    setError(undefined);
  };

  // The page is only this field: it has the focus on arrival and after switching between the two kinds
  // (each kind is its own input, see its key).
  const focusOnMount = useCallback((node: HTMLInputElement | null) => {
    input.current = node;
    node?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const code = value.trim();
    const invalid =
      mode === 'app'
        ? !code
          ? t('auth.twoFactor.codeRequired')
          : isAppCode(code)
            ? undefined
            : t('auth.twoFactor.codeDigits')
        : code
          ? undefined
          : t('auth.twoFactor.recoveryRequired');
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }

    setProblem(null);
    signIn.mutate(mode === 'app' ? { code } : { recovery_code: code }, {
      onError: (caught) => {
        const next = twoFactorProblemOf(caught);
        if (next === 'expired') {
          void navigate(`${LOGIN_PATH}${search}`, { replace: true, state: { signInExpired: true } });
          return;
        }
        setProblem(next);
        if (next === null) {
          const detail = caught instanceof ApiError ? caught.fieldErrors[field] : undefined;
          setError(detail ?? t('auth.twoFactor.invalid'));
          input.current?.select();
        }
      },
    });
  };

  const problemText = {
    throttled: t('auth.errors.throttled'),
    unreachable: t('auth.errors.unreachable'),
  };
  const app = mode === 'app';

  return (
    <Stack gap="lg">
      <AuthScreenHeader
        title={t('screens.twoFactor.title')}
        subtitle={app ? t('auth.twoFactor.appSubtitle') : t('auth.twoFactor.recoverySubtitle')}
      />

      {problem && (
        <Alert
          color={problem === 'throttled' ? 'orange' : 'red'}
          variant="light"
          icon={problem === 'throttled' ? <IconClockPause size={20} /> : <IconAlertCircle size={20} />}
        >
          {problemText[problem]}
        </Alert>
      )}

      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            key={mode}
            ref={focusOnMount}
            label={app ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.recoveryLabel')}
            name={field}
            autoComplete={app ? 'one-time-code' : 'off'}
            inputMode={app ? 'numeric' : 'text'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={app ? undefined : 64}
            value={value}
            error={error}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setValue(app ? appCodeInput(typed) : typed);
              if (error) setError(undefined);
            }}
          />
          <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
            {t('auth.twoFactor.submit')}
          </Button>
        </Stack>
      </form>

      <Stack gap="xs" align="center">
        <Anchor component="button" type="button" size="sm" fw={500} onClick={switchMode}>
          {app ? t('auth.twoFactor.useRecovery') : t('auth.twoFactor.useApp')}
        </Anchor>
        <Anchor component={Link} to={`${LOGIN_PATH}${search}`} size="sm" c="dimmed">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </Stack>
  );
}

export default withGuestQueries(TwoFactorLoginScreen);
