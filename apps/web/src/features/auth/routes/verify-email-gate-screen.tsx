import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { AuthProgress } from '../components/auth-progress.tsx';
import {
  parseVerifyLink,
  type VerifyFailure,
  verifyApiPath,
  verifyErrorPathFor,
  verifyFailureOf,
} from '../verify-link.ts';

// A link works once; React may run the effect twice (StrictMode), so each link is checked once at a time.
const checks = new Map<string, Promise<VerifyFailure | null>>();

function check(path: string): Promise<VerifyFailure | null> {
  let pending = checks.get(path);
  if (!pending) {
    pending = api
      .get(path, { allowUnauthorized: true })
      .then(
        () => null,
        (error: unknown) => verifyFailureOf(error),
      )
      .finally(() => checks.delete(path));
    checks.set(path, pending);
  }
  return pending;
}

/** Opens the link from the verification mail: checks it with the server, then on to sign in or the error. */
export default function VerifyEmailGateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    const link = parseVerifyLink(search);
    if (!link) {
      void navigate(verifyErrorPathFor('invalid'), { replace: true });
      return;
    }
    let active = true;
    void check(verifyApiPath(link)).then((failure) => {
      if (!active) return;
      void navigate(failure ? verifyErrorPathFor(failure) : '/login?verified=1', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return <AuthProgress title={t('screens.verifyEmail.title')} text={t('auth.verify.checking')} />;
}
