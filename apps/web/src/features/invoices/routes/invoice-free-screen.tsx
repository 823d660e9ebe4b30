import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function InvoiceFreeScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.invoiceFree.title')} text={t('screens.invoiceFree.text')} />;
}
