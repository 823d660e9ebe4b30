import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function TaxCalculatorScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.taxCalculator.title')} text={t('screens.taxCalculator.text')} />;
}
