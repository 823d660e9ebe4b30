import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function InvoiceListScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.invoices.title')} text={t('screens.invoices.text')} />;
}
