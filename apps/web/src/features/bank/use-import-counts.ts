import { useTranslation } from 'react-i18next';
import type { BankImport } from './bank-imports.ts';

/** "12 new lines, 30 already imported, 1 skipped": an import's counts in words. */
export function useImportCounts() {
  const { t } = useTranslation();
  return (counts: Pick<BankImport, 'new_count' | 'duplicate_count' | 'skipped_count'>) =>
    t('bank.import.counts', {
      added: t('bank.import.newLines', { count: counts.new_count }),
      duplicates: t('bank.import.duplicates', { count: counts.duplicate_count }),
      skipped: t('bank.import.skipped', { count: counts.skipped_count }),
    });
}
