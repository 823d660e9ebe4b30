import { Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropField } from '../../../ui/file-drop-field.tsx';
import { notify } from '../../../ui/notify.tsx';
import type { BankAccount } from '../bank-accounts.ts';
import { type BankImport, type StatementUpload, useImportStatement } from '../bank-imports.ts';
import { importRefusal, STATEMENT_ACCEPT, STATEMENT_MAX_BYTES } from '../import-refusal.ts';
import { ColumnMapper } from './column-mapper.tsx';
import { DateOrderDialog } from './date-order-dialog.tsx';
import { ImportSummary } from './import-summary.tsx';

/** What the API asked about the file before it would import it. */
type Question = { kind: 'mapping'; file: File } | { kind: 'date-order'; file: File };

/**
 * A statement's import into the account: the file picked or dropped goes at once; a CSV in no known
 * layout opens the column mapper, a QIF whose dates read either way asks their order, and either sends
 * the file again with the answer; a refused file is said under the field, with the line at fault.
 */
export function StatementImport({ account }: { account: BankAccount }) {
  const { t, i18n } = useTranslation();
  const importing = useImportStatement(account.id);
  const [question, setQuestion] = useState<Question | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapperError, setMapperError] = useState<string | null>(null);
  const [imported, setImported] = useState<BankImport | null>(null);
  const [sending, setSending] = useState<string | null>(null);

  const send = (upload: StatementUpload) => {
    if (importing.isPending) return;
    setFileError(null);
    setMapperError(null);
    setImported(null);
    setSending(upload.file.name);
    importing.mutate(upload, {
      onSuccess: (done) => {
        setQuestion(null);
        setImported(done);
        notify.success(t('bank.import.done', { name: done.file_name }));
      },
      onError: (error) => {
        const refusal = importRefusal(error, i18n.resolvedLanguage);
        if (refusal?.kind === 'unknown-format') {
          setQuestion({ kind: 'mapping', file: upload.file });
          return;
        }
        if (refusal?.kind === 'ambiguous-dates') {
          setQuestion({ kind: 'date-order', file: upload.file });
          return;
        }
        const text =
          refusal?.kind === 'too-large'
            ? t('bank.import.tooLarge')
            : refusal?.kind === 'refused'
              ? refusal.text
              : null;
        if (!text) notify.error(t('bank.import.failed'), error);
        // Read through the owner's columns, the refusal is about those: the mapper stays open to change them.
        if (upload.mapping) {
          setMapperError(text ?? t('bank.import.failed'));
          return;
        }
        setQuestion(null);
        if (text) setFileError(text);
      },
      onSettled: () => setSending(null),
    });
  };

  const pick = (file: File) => {
    if (file.size > STATEMENT_MAX_BYTES) {
      setImported(null);
      setFileError(t('bank.import.tooLarge'));
      return;
    }
    send({ file });
  };

  const closeQuestion = () => {
    setQuestion(null);
    setMapperError(null);
  };

  return (
    <Stack gap="md">
      <FileDropField
        label={t('bank.import.label')}
        hint={t('bank.import.hint')}
        error={fileError}
        accept={STATEMENT_ACCEPT}
        testId="statement-drop"
        onFile={pick}
        pick={{
          label: t('bank.import.choose'),
          icon: <IconFileUpload size={16} />,
          loading: importing.isPending,
        }}
      >
        <Text size="sm" c="dimmed" role="status">
          {sending ? t('bank.import.importing', { name: sending }) : t('bank.import.drop')}
        </Text>
      </FileDropField>
      {imported && <ImportSummary imported={imported} onClose={() => setImported(null)} />}
      <ColumnMapper
        file={question?.kind === 'mapping' ? question.file : null}
        saved={account.column_mapping}
        loading={importing.isPending}
        error={mapperError}
        onImport={(mapping) => {
          if (question) send({ file: question.file, mapping });
        }}
        onClose={closeQuestion}
      />
      <DateOrderDialog
        fileName={question?.kind === 'date-order' ? question.file.name : null}
        loading={importing.isPending}
        onChoose={(qifDateOrder) => {
          if (question) send({ file: question.file, qifDateOrder });
        }}
        onCancel={closeQuestion}
      />
    </Stack>
  );
}
