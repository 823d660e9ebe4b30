import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18next, i18nReady } from './i18n.ts';

let drawings = 0;
function Translated() {
  const { t } = useTranslation();
  drawings += 1;
  return <p>{t('common.retry')}</p>;
}

// Core's namespaces (validation messages, notifications, a document's labels) join i18next as their
// modules load, which is when a screen first needs them: any part with texts redrawn then would be
// redrawn for nothing, and react-i18next redraws them all, synchronously, on every bundle announced.
describe("a core namespace's texts joining the app", () => {
  it('redraws nothing already drawn, and the texts are there to read', async () => {
    await i18nReady;
    render(<Translated />);
    expect(screen.getByText('Try again')).toBeTruthy();
    const before = drawings;

    const [{ validationText }, { notificationText }] = await Promise.all([
      import('../lib/validation-errors.ts'),
      import('../features/notifications/notification-text.ts'),
      import('../features/client-page/document-labels.ts'),
    ]);
    expect(drawings).toBe(before);
    expect(i18next.hasResourceBundle('fr', 'validation')).toBe(true);
    expect(i18next.hasResourceBundle('de', 'notification')).toBe(true);
    expect(i18next.hasResourceBundle('es', 'pdf')).toBe(true);
    expect(typeof validationText).toBe('function');
    expect(typeof notificationText).toBe('function');

    // A language switch still redraws.
    await i18next.changeLanguage('fr');
    expect(drawings).toBeGreaterThan(before);
    await i18next.changeLanguage('en');
  });
});
