import type { EmailVerifiedDocument } from '@sorted/core/contract/auth';
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
// A link that works gives the address it verified.
type Checked = { email: string } | { failure: VerifyFailure };
const checks = new Map<string, Promise<Checked>>();

function check(path: string): Promise<Checked> {
  let pending = checks.get(path);
  if (!pending) {
    pending = api
      .get<EmailVerifiedDocument>(path, { allowUnauthorized: true })
      .then(
        (document) => ({ email: document.meta.email }),
        (error: unknown) => ({ failure: verifyFailureOf(error) }),
      )
      .finally(() => checks.delete(path));
    checks.set(path, pending);
  }
  return pending;
}

/**
 * Opens the link from the verification mail: checks it with the server, then on to sign in (its address
 * filled in) or the error.
 */
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
    void check(verifyApiPath(link)).then((checked) => {
      if (!active) return;
      // Signed in next: the form starts with the address just verified (in the history entry, not the URL).
      if ('failure' in checked) void navigate(verifyErrorPathFor(checked.failure), { replace: true });
      else void navigate('/login?verified=1', { replace: true, state: { email: checked.email } });
    });
    return () => {
      active = false;
    };
  }, [search, navigate]);

  return <AuthProgress title={t('screens.verifyEmail.title')} text={t('auth.verify.checking')} />;
}
