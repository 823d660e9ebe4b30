import type { TFunction } from 'i18next';
import type { BusinessPanelTexts } from '../businesses/index.ts';

/** What the bank's side panels say while the businesses load, fail, or are none yet. */
export const bankBusinessPanelTexts = (t: TFunction): BusinessPanelTexts => ({
  loading: t('bank.loadingBusinesses'),
  failed: t('bank.businessesFailed'),
  noBusinessTitle: t('bank.noBusinessTitle'),
  noBusiness: t('bank.noBusiness'),
  addBusiness: t('bank.addBusiness'),
});
