import { isLocale } from '@sorted/core/i18n/locales';
import { pdfTexts } from '@sorted/core/i18n/pdf-texts';
import type { CoreTexts } from '@sorted/core/i18n/resources';
import { useTranslation } from 'react-i18next';
import { joinCoreTexts } from '../../lib/core-texts.ts';

// Core's `pdf` namespace joins the app's i18next with this page's chunk, so that only it carries it.
joinCoreTexts('pdf', pdfTexts);

/** The document's own words (as on its PDF) in the reader's language. */
export function useLabels(): CoreTexts['pdf'] {
  const { i18n } = useTranslation();
  return i18n.getResourceBundle(isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en', 'pdf');
}
