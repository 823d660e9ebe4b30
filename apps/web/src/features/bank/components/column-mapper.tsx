import { Stack, Text } from '@mantine/core';
import type { ColumnMapping } from '@sorted/core/bank/statement';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../lib/lazy-with-timeout.ts';
import { SidePanel } from '../../../ui/side-panel.tsx';
import { ReadingFile } from './reading-file.tsx';

const ColumnMapperForm = lazy(() => importWithTimeout(() => import('./column-mapper-form.tsx')));

interface ColumnMapperProps {
  /** The CSV in no layout Sorted knows; the mapper is open while there is one. */
  file: File | null;
  /** The account's mapping from its last such import, to start from. */
  saved: ColumnMapping | null;
  /** The file is being sent with the mapping. */
  loading: boolean;
  /** Why the API refused the file read through the mapping (it names the line). */
  error: string | null;
  onImport: (mapping: ColumnMapping) => void;
  onClose: () => void;
}

/**
 * The column mapper: the file's first rows, which column holds the date (and its format), the amount
 * (one signed column, or debit and credit), the description and the balance, and how the first
 * transactions read through those choices, live; then the file is sent again with the mapping, which
 * the account keeps for its next file.
 */
export function ColumnMapper({ file, saved, loading, error, onImport, onClose }: ColumnMapperProps) {
  const { t } = useTranslation();
  return (
    <SidePanel opened={file !== null} onClose={onClose} size="xl" title={t('bank.mapper.title')}>
      {file && (
        <Stack gap="md">
          <Text size="sm">{t('bank.mapper.intro', { name: file.name })}</Text>
          <Suspense fallback={<ReadingFile />}>
            <ColumnMapperForm
              file={file}
              saved={saved}
              loading={loading}
              error={error}
              onImport={onImport}
              onCancel={onClose}
            />
          </Suspense>
        </Stack>
      )}
    </SidePanel>
  );
}
