import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function FaqScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.faq.title')} text={t('screens.faq.text')} />;
}
