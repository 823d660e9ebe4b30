import { isLocale } from '@sorted/core/i18n/locales';
import { type PdfLabels, pdfLabels } from '@sorted/core/pdf/pdf-labels';
import { useTranslation } from 'react-i18next';

/** The document's own words (as on its PDF) in the reader's language. */
export function useLabels(): PdfLabels {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return pdfLabels[isLocale(language) ? language : 'en'];
}
