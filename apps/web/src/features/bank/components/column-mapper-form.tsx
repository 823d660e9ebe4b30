import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { ColumnMapping, StatementError } from '@sorted/core/bank/statement';
import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { labelled, StackedTable } from '../../../ui/stacked-table.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { amountColor, formatSignedCents } from '../bank-figures.ts';
import {
  choicesOf,
  DATE_FORMATS,
  type DateFormat,
  type FilePreview,
  filePreview,
  guessChoices,
  MAX_SKIPPED_ROWS,
  type MappedReading,
  type MapperChoices,
  mappingOf,
  PREVIEW_ROWS,
  readThrough,
} from '../column-mapping.ts';
import { ReadingFile } from './reading-file.tsx';

// Translation keys written out literally (the locale test looks for each one in the source).
const DATE_FORMAT_LABELS = {
  'DD/MM/YYYY': 'bank.mapper.dateFormats.dayFirst',
  'MM/DD/YYYY': 'bank.mapper.dateFormats.monthFirst',
  'YYYY-MM-DD': 'bank.mapper.dateFormats.yearFirst',
  'D MMM YY': 'bank.mapper.dateFormats.monthNameShortYear',
  'D MMM YYYY': 'bank.mapper.dateFormats.monthName',
} as const satisfies Record<DateFormat, string>;

/** The longest sample of a cell a column's name shows. */
const SAMPLE_LENGTH = 24;

const columnNumbers = (preview: FilePreview) =>
  Array.from({ length: preview.columns }, (_, column) => column);
const columnValue = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** What a column was chosen to hold, in words, or null. */
function roleOf(choices: MapperChoices, column: number, t: TFunction): string | null {
  if (choices.dateColumn === column) return t('bank.mapper.roles.date');
  if (choices.amountKind === 'signed' && choices.amountColumn === column)
    return t('bank.mapper.roles.amount');
  if (choices.amountKind === 'split' && choices.debitColumn === column) return t('bank.mapper.roles.debit');
  if (choices.amountKind === 'split' && choices.creditColumn === column) return t('bank.mapper.roles.credit');
  if (choices.descriptionColumns.includes(column)) return t('bank.mapper.roles.description');
  if (choices.balanceColumn === column) return t('bank.mapper.roles.balance');
  return null;
}

/** Why the first rows do not read through the choices, in words. */
function problemText(error: StatementError, t: TFunction): string {
  const line = error.line ?? 0;
  const text = error.text ?? '';
  switch (error.code) {
    case 'bad_date':
      return t('bank.mapper.problems.badDate', { line, text });
    case 'bad_amount':
      return t('bank.mapper.problems.badAmount', { line, text });
    case 'missing_field':
      return t('bank.mapper.problems.missingField', { line });
    case 'empty':
      return t('bank.mapper.problems.empty');
    default:
      return t('bank.mapper.problems.other');
  }
}

/** The file's first rows as they are, the skipped ones struck through, each column named by its role. */
function FileRows({ preview, choices }: { preview: FilePreview; choices: MapperChoices }) {
  const { t } = useTranslation();
  const headings = columnNumbers(preview).map((column) => {
    const role = roleOf(choices, column, t);
    return role
      ? t('bank.mapper.columnRole', { n: column + 1, role })
      : t('bank.mapper.column', { n: column + 1 });
  });
  return (
    <StackedTable minWidth={Math.max(480, preview.columns * 140)}>
      <Table verticalSpacing={4} fz="sm" data-testid="mapper-file-rows">
        <TableHead columns={[t('bank.mapper.line'), ...headings]} />
        <Table.Tbody>
          {preview.rows.slice(0, PREVIEW_ROWS).map((row, index) => {
            const skipped = index < choices.skipRows;
            return (
              <Table.Tr key={row.line} c={skipped ? 'dimmed' : 'inherit'}>
                <Table.Td {...labelled(t('bank.mapper.line'))} style={{ whiteSpace: 'nowrap' }}>
                  {skipped ? t('bank.mapper.skippedLine', { line: row.line }) : row.line}
                </Table.Td>
                {headings.map((heading, column) => (
                  <Table.Td
                    // The columns are fixed for the file, so their places are stable keys.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={column}
                    {...labelled(heading)}
                    style={{ overflowWrap: 'anywhere', textDecoration: skipped ? 'line-through' : undefined }}
                  >
                    {row.fields[column] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

/** How the first transactions read through the choices: date, description, amount (and balance). */
function Reading({ reading, withBalance }: { reading: MappedReading; withBalance: boolean }) {
  const { t } = useTranslation();
  if (!reading.ok) {
    return (
      <Alert color="yellow" variant="light" data-testid="mapper-problem">
        {problemText(reading.error, t)}
      </Alert>
    );
  }
  const columns = {
    line: t('bank.mapper.line'),
    date: t('bank.lines.columns.date'),
    description: t('bank.lines.columns.description'),
    amount: t('bank.lines.columns.amount'),
    balance: t('bank.lines.columns.balance'),
  };
  return (
    <StackedTable minWidth={480}>
      <Table verticalSpacing={4} fz="sm" data-testid="mapper-reading">
        <TableHead
          columns={[
            columns.line,
            columns.date,
            columns.description,
            { amount: columns.amount },
            withBalance && { amount: columns.balance },
          ]}
        />
        <Table.Tbody>
          {reading.lines.map((line) => (
            <Table.Tr key={line.line} data-testid="mapper-reading-row">
              <Table.Td {...labelled(columns.line)}>{line.line}</Table.Td>
              <Table.Td {...labelled(columns.date)} style={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(line.date)}
              </Table.Td>
              <Table.Td {...labelled(columns.description)} style={{ overflowWrap: 'anywhere' }}>
                {line.description}
              </Table.Td>
              <Table.Td
                {...labelled(columns.amount)}
                ta="right"
                style={{ whiteSpace: 'nowrap', color: amountColor(line.amountCents) }}
              >
                {formatSignedCents(line.amountCents)}
              </Table.Td>
              {withBalance && (
                <Table.Td {...labelled(columns.balance)} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.balanceCents === null ? '—' : formatAud(line.balanceCents)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

interface MapperFormProps {
  preview: FilePreview;
  saved: ColumnMapping | null;
  loading: boolean;
  error: string | null;
  onImport: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}

function MapperForm({ preview, saved, loading, error, onImport, onCancel }: MapperFormProps) {
  const { t } = useTranslation();
  // The account's mapping when it has one that fits the file, else a guess from the file's rows.
  const [choices, setChoices] = useState<MapperChoices>(() =>
    saved && saved.dateColumn < preview.columns ? choicesOf(saved) : guessChoices(preview),
  );
  const set = (change: Partial<MapperChoices>) => setChoices((current) => ({ ...current, ...change }));
  const mapping = mappingOf(choices);
  const reading = mapping ? readThrough(preview, mapping) : null;

  const firstRow = preview.rows[choices.skipRows]?.fields ?? [];
  const columns = columnNumbers(preview).map((column) => {
    const sample = (firstRow[column] ?? '').slice(0, SAMPLE_LENGTH);
    return {
      value: String(column),
      label: sample
        ? t('bank.mapper.columnSample', { n: column + 1, sample })
        : t('bank.mapper.column', { n: column + 1 }),
    };
  });
  const columnSelect = (label: string, value: number | null, onChange: (column: number | null) => void) => ({
    label,
    data: columns,
    value: value === null ? null : String(value),
    onChange: (next: string | null) => onChange(columnValue(next)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (mapping && reading?.ok && !loading) onImport(mapping);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Stack gap="xs">
          <SectionHeading title={t('bank.mapper.fileRows')} size="h5" />
          <FileRows preview={preview} choices={choices} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('bank.mapper.skipRows')}
            description={t('bank.mapper.skipRowsHint')}
            min={0}
            max={Math.min(MAX_SKIPPED_ROWS, preview.rows.length - 1)}
            allowDecimal={false}
            allowNegative={false}
            value={choices.skipRows}
            onChange={(value) => set({ skipRows: typeof value === 'number' ? value : 0 })}
          />
          <Select
            {...columnSelect(t('bank.mapper.dateColumn'), choices.dateColumn, (dateColumn) =>
              set({ dateColumn }),
            )}
            required
            allowDeselect={false}
          />
          <Select
            label={t('bank.mapper.dateFormat')}
            required
            allowDeselect={false}
            data={DATE_FORMATS.map((format) => ({ value: format, label: t(DATE_FORMAT_LABELS[format]) }))}
            value={choices.dateFormat}
            onChange={(value) => {
              const format = DATE_FORMATS.find((candidate) => candidate === value);
              if (format) set({ dateFormat: format });
            }}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('bank.mapper.amounts')}
          value={choices.amountKind}
          onChange={(value) => set({ amountKind: value === 'split' ? 'split' : 'signed' })}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="signed" label={t('bank.mapper.signed')} />
            <Radio value="split" label={t('bank.mapper.split')} />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {choices.amountKind === 'signed' ? (
            <Select
              {...columnSelect(t('bank.mapper.amountColumn'), choices.amountColumn, (amountColumn) =>
                set({ amountColumn }),
              )}
              required
              allowDeselect={false}
            />
          ) : (
            <>
              <Select
                {...columnSelect(t('bank.mapper.debitColumn'), choices.debitColumn, (debitColumn) =>
                  set({ debitColumn }),
                )}
                required
                allowDeselect={false}
              />
              <Select
                {...columnSelect(t('bank.mapper.creditColumn'), choices.creditColumn, (creditColumn) =>
                  set({ creditColumn }),
                )}
                required
                allowDeselect={false}
              />
            </>
          )}
          <MultiSelect
            label={t('bank.mapper.descriptionColumns')}
            description={t('bank.mapper.descriptionColumnsHint')}
            required
            data={columns}
            value={choices.descriptionColumns.map(String)}
            onChange={(values) => set({ descriptionColumns: values.map(Number) })}
          />
          <Select
            {...columnSelect(t('bank.mapper.balanceColumn'), choices.balanceColumn, (balanceColumn) =>
              set({ balanceColumn }),
            )}
            placeholder={t('bank.mapper.noBalance')}
            clearable
          />
        </SimpleGrid>
        <Stack gap="xs">
          <SectionHeading title={t('bank.mapper.reading')} text={t('bank.mapper.readingHint')} size="h5" />
          {reading ? (
            <Reading reading={reading} withBalance={choices.balanceColumn !== null} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('bank.mapper.incomplete')}
            </Text>
          )}
        </Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={loading} disabled={!reading?.ok}>
            {t('bank.mapper.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('bank.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export type ColumnMapperFormProps = Omit<MapperFormProps, 'preview'> & { file: File };

/**
 * The file's first rows read in the browser, then the form. Its own chunk (with core's CSV reader),
 * loaded when the mapper first opens: most statements are in a layout Sorted knows.
 */
export default function ColumnMapperForm({ file, ...form }: ColumnMapperFormProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<FilePreview | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    file.arrayBuffer().then(
      (buffer) => {
        if (live) setPreview(filePreview(new Uint8Array(buffer)));
      },
      () => {
        if (live) setPreview(null);
      },
    );
    return () => {
      live = false;
    };
  }, [file]);

  if (preview === undefined) return <ReadingFile />;
  if (preview === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('bank.mapper.unreadable')}
      </Alert>
    );
  }
  return <MapperForm preview={preview} {...form} />;
}
