import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from './brand.ts';

/**
 * The signed-in frame's outline (top bar, sidebar, the logo) while the session check, the frame's code
 * or a screen's are on their way: the same markup as index.html's `.boot-shell`, which the browser
 * paints before any script has run, so the page goes from that outline to the frame without a spinner
 * in between. Its look is in ui/global.css.
 */
export function BootShell() {
  const { t } = useTranslation();
  return (
    <div className="boot-shell" data-shown="" role="status" aria-live="polite">
      <div className="boot-shell-side">
        <ShellLogo />
      </div>
      <div className="boot-shell-top">
        <ShellLogo />
      </div>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}

function ShellLogo() {
  return (
    <span className="boot-shell-logo" aria-hidden="true">
      <span className="boot-shell-mark" />
      <span className="boot-shell-name">{APP_NAME}</span>
    </span>
  );
}
