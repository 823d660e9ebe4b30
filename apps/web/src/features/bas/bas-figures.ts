import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { isLocale } from '@sorted/core/i18n/locales';
import { useTranslation } from 'react-i18next';
import type { BasFigure } from './bas.ts';

// The worksheet's three figures, and the names people read for figures and periods.

export const FIGURES: {
  figure: BasFigure;
  code: string;
  field: 'g1' | 'gst_on_sales' | 'gst_on_purchases';
}[] = [
  { figure: 'g1', code: 'G1', field: 'g1' },
  { figure: '1a', code: '1A', field: 'gst_on_sales' },
  { figure: '1b', code: '1B', field: 'gst_on_purchases' },
];

export const isFigure = (value: string | null): value is BasFigure =>
  value === 'g1' || value === '1a' || value === '1b';

/** Names periods as people do ("Oct – Dec 2026"), in the user's language; keys stay in URLs. */
export function usePeriodName(): (key: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (key) => basPeriodLabel(key, locale);
}

export function useFigureLabel() {
  const { t } = useTranslation();
  return (figure: BasFigure) =>
    figure === 'g1' ? t('bas.g1') : figure === '1a' ? t('bas.gstOnSales') : t('bas.gstOnPurchases');
}
