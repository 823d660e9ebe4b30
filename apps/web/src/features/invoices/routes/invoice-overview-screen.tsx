import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function InvoiceOverviewScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.invoice.title')} text={t('screens.invoice.text')} />;
}
