import { Alert, Anchor, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { GoogleStartDocument, SignInDocument } from '@sorted/core/contract/auth';
import { IconAlertCircle, IconCircleCheck, IconClockPause } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, api, ensureCsrfCookie } from '../../../lib/api.ts';
import { loadAppSettings } from '../../../lib/app-settings.ts';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage.ts';
import { notify } from '../../../ui/notify.tsx';
import { authStore } from '../auth-store.ts';
import { AuthLinks } from '../components/auth-links.tsx';
import { AuthScreenHeader } from '../components/auth-screen-header.tsx';
import { EmailField } from '../components/email-field.tsx';
import { GoogleMark } from '../components/google-mark.tsx';
import { failureText } from '../failure-text.ts';
import { GOOGLE_UNAVAILABLE_DETAIL, type GoogleProblem, isGoogleProblem } from '../google-sign-in.ts';
import { type LoginProblem, loginProblemOf } from '../login-errors.ts';
import { afterSignInPath, HOME_PATH } from '../redirect.ts';
import { completeSignIn } from '../session.ts';
import { isTwoFactorRequired, TWO_FACTOR_PATH } from '../two-factor-step.ts';

// No zod and no shared schemas here: this page is the app's front door and must stay small.

interface FieldErrors {
  email?: string;
  password?: string;
}

/** What the Google callback hands back when it sends the visitor here after a failure. */
function googleProblemFrom(state: unknown): GoogleProblem | null {
  if (typeof state !== 'object' || state === null || !('googleError' in state)) return null;
  return isGoogleProblem(state.googleError) ? state.googleError : null;
}

/** The verification gate sends the address it verified, for the form to start with. */
const verifiedEmailIn = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

/** The code step sends the visitor back here when its pending sign-in has expired. */
const signInExpiredIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signInExpired' in state && state.signInExpired === true;

export default function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const verified = new URLSearchParams(location.search).get('verified') === '1';

  const [email, setEmail] = useState(() => verifiedEmailIn(location.state));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  // The address the "verify first" answer was about, for the resend button.
  const [unverifiedEmail, setUnverifiedEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleProblem, setGoogleProblem] = useState<GoogleProblem | null>(() =>
    googleProblemFrom(location.state),
  );
  const [expired, setExpired] = useState(() => signInExpiredIn(location.state));

  // Said before anyone clicks: a button that only fails when pressed wastes the visitor's try.
  useEffect(() => {
    let current = true;
    // Not knowing is not "unavailable": the button stays, and a click still finds out.
    void loadAppSettings().then((settings) => {
      if (current && settings.googleSignIn === false) setGoogleProblem('unavailable');
    });
    return () => {
      current = false;
    };
  }, []);
  const busy = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const address = email.trim();
    const errors: FieldErrors = {
      ...(address ? {} : { email: t('auth.errors.emailRequired') }),
      ...(password ? {} : { password: t('auth.errors.passwordRequired') }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailInput : passwordInput).current?.focus();
      return;
    }

    busy.current = true;
    setSubmitting(true);
    setProblem(null);
    setGoogleProblem(null);
    setExpired(false);
    try {
      await ensureCsrfCookie();
      const answer = await api.post<SignInDocument>(
        '/login',
        { email: address, password, remember },
        { allowUnauthorized: true },
      );
      if (isTwoFactorRequired(answer)) {
        // No session yet: the code step finishes the sign-in, keeping where to go afterwards.
        void navigate(`${TWO_FACTOR_PATH}${location.search}`);
        return;
      }
      // Signed in: the guest guard takes the visitor on to the redirect, intended path or dashboard.
      await completeSignIn();
    } catch (error) {
      const next = loginProblemOf(error);
      setProblem(next);
      if (next === 'unverified') setUnverifiedEmail(address);
      busy.current = false;
      setSubmitting(false);
    }
  };

  const resendVerification = async () => {
    if (resending) return;
    setResending(true);
    try {
      await ensureCsrfCookie();
      await api.post('/email/verification-notification', { email: unverifiedEmail });
      notify.success(t('auth.resend.sent'));
    } catch (error) {
      notify.error(failureText(t, error, t('auth.errors.somethingWrong')));
    } finally {
      setResending(false);
    }
  };

  const startGoogle = async () => {
    if (googleBusy || busy.current) return;
    setGoogleBusy(true);
    setGoogleProblem(null);
    try {
      const { url, state } = await api.get<GoogleStartDocument>(`/auth/google?remember=${remember ? 1 : 0}`, {
        allowUnauthorized: true,
      });
      sessionStore.set(SESSION_KEYS.oauthState, state);
      sessionStore.set(SESSION_KEYS.oauthRemember, remember ? '1' : '0');
      // The page is left for Google's, so where to land afterwards travels in this tab's storage.
      const target = afterSignInPath(location.search, authStore.getState().intended);
      if (target === HOME_PATH) sessionStore.remove(SESSION_KEYS.oauthRedirect);
      else sessionStore.set(SESSION_KEYS.oauthRedirect, target);
      window.location.assign(url);
    } catch (error) {
      const unavailable =
        error instanceof ApiError &&
        error.status === 503 &&
        error.errors.some((item) => item.detail === GOOGLE_UNAVAILABLE_DETAIL);
      setGoogleProblem(unavailable ? 'unavailable' : 'start');
      setGoogleBusy(false);
    }
  };

  const problemText: Record<LoginProblem, string> = {
    invalid: t('auth.errors.invalidCredentials'),
    unverified: t('auth.errors.unverified'),
    throttled: t('auth.errors.throttled'),
    unreachable: t('auth.errors.unreachable'),
  };
  const googleText: Record<GoogleProblem, string> = {
    unavailable: t('auth.login.googleUnavailable'),
    start: t('auth.login.googleStartFailed'),
    failed: t('auth.login.googleFailed'),
    noEmail: t('auth.login.googleNoEmail'),
  };
  const googleDisabled = googleProblem === 'unavailable';

  return (
    <Stack gap="lg">
      <AuthScreenHeader title={t('screens.login.title')} subtitle={t('auth.login.subtitle')} />

      {expired && !problem && (
        <Alert color="orange" variant="light" icon={<IconClockPause size={20} />} role="status">
          {t('auth.twoFactor.expired')}
        </Alert>
      )}

      {verified && !problem && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {t('auth.login.verified')}
        </Alert>
      )}

      {problem && (
        <Alert
          color={problem === 'throttled' ? 'orange' : 'red'}
          variant="light"
          icon={problem === 'throttled' ? <IconClockPause size={20} /> : <IconAlertCircle size={20} />}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problemText[problem]}</Text>
            {problem === 'unverified' && (
              <Button
                size="compact-sm"
                variant="white"
                color="red"
                loading={resending}
                onClick={() => void resendVerification()}
              >
                {t('auth.resend.submit')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {googleProblem && googleProblem !== 'unavailable' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
          {googleText[googleProblem]}
        </Alert>
      )}

      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <EmailField
            ref={emailInput}
            value={email}
            error={fieldErrors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (fieldErrors.email) setFieldErrors(({ email: _, ...rest }) => rest);
            }}
          />
          <PasswordInput
            ref={passwordInput}
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            error={fieldErrors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (fieldErrors.password) setFieldErrors(({ password: _, ...rest }) => rest);
            }}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('auth.rememberMe')}
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" fw={500}>
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={submitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>

      <Divider label={t('auth.or')} labelPosition="center" />

      <Stack gap={6}>
        <Button
          variant="default"
          fullWidth
          size="md"
          leftSection={<GoogleMark />}
          loading={googleBusy}
          disabled={googleDisabled}
          aria-describedby={googleDisabled ? 'google-unavailable' : undefined}
          onClick={() => void startGoogle()}
        >
          {t('auth.login.google')}
        </Button>
        {googleDisabled && (
          <Text id="google-unavailable" size="sm" c="dimmed" ta="center" role="status">
            {googleText.unavailable}
          </Text>
        )}
      </Stack>

      <AuthLinks
        links={[
          { to: '/register', label: t('auth.createAccount'), lead: t('auth.noAccount') },
          { to: '/invoice/free', label: t('auth.tryFreeInvoice') },
        ]}
      />
    </Stack>
  );
}
