import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export default function HelpScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.help.title')} text={t('screens.help.text')} />;
}
