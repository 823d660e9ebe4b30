import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function AddInvoiceScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.addInvoice.title')} text={t('screens.addInvoice.text')} />;
}
