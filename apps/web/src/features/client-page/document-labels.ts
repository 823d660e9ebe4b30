import { isLocale, LOCALES } from '@sorted/core/i18n/locales';
import { pdfTexts } from '@sorted/core/i18n/pdf-texts';
import type { CoreTexts } from '@sorted/core/i18n/resources';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

// Core's `pdf` namespace joins the app's i18next with this page's chunk, so that only it carries it.
// Silent: see notification-text.ts.
for (const locale of LOCALES)
  i18next.addResourceBundle(locale, 'pdf', pdfTexts[locale], false, false, { silent: true });

/** The document's own words (as on its PDF) in the reader's language. */
export function useLabels(): CoreTexts['pdf'] {
  const { i18n } = useTranslation();
  return i18n.getResourceBundle(isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en', 'pdf');
}
