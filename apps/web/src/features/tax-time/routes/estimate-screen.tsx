import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import { taxYearFiguresSchema } from '@sorted/core/schemas/tax-year-figures';
import { TAX_YEARS } from '@sorted/core/tax/tax-years';
import type { Basis } from '@sorted/core/tax-time/basis';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { AmountField } from '../../tax/index.ts';
import { TaxTimeTabs } from '../components/tax-time-tabs.tsx';
import { TaxYearPicker, useTaxYear } from '../components/tax-year-picker.tsx';
import {
  attributesOf,
  formValuesOf,
  type TaxYearFigures,
  type TaxYearFiguresFormValues,
  useSaveTaxYearFigures,
  useTaxYearFigures,
  useYearEstimate,
  type YearEstimate,
} from '../estimate.ts';
import { ESTIMATE_LINE_LABELS, NOT_APPLICABLE_LABELS } from '../estimate-labels.ts';

/** "Estimate" or "Secondary source" beside a figure that rests on one; nothing for a confirmed one. */
function BasisBadge({ basis }: { basis: Basis }) {
  const { t } = useTranslation();
  if (basis === 'confirmed') return null;
  return (
    <Badge variant="light" color={basis === 'estimate' ? 'orange' : 'gray'} size="sm">
      {t(basis === 'estimate' ? 'profit.estimate.basisEstimate' : 'profit.estimate.basisSecondary')}
    </Badge>
  );
}

// The form's values hold amounts as typed; the shared schema checks what is sent.
const schema = {
  safeParse: (values: unknown) =>
    taxYearFiguresSchema.safeParse(attributesOf(values as TaxYearFiguresFormValues)),
};

function FiguresForm({ year, figures }: { year: string; figures: TaxYearFigures }) {
  const { t } = useTranslation();
  const form = useSchemaForm<TaxYearFiguresFormValues>(schema, formValuesOf(figures));
  const save = useSaveTaxYearFigures(year);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: t('profit.estimate.saved'), failed: t('profit.estimate.saveFailed') },
    (saved) => {
      form.setValues(formValuesOf(saved));
      form.resetDirty(formValuesOf(saved));
    },
  );
  const amount = (name: Exclude<keyof TaxYearFiguresFormValues, 'super_notice_acknowledged'>) => {
    const { value, onChange, error } = form.getInputProps(name);
    return { value: value as string, onChange: (text: string) => onChange(text), error };
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AmountField
            label={t('profit.estimate.superContributions')}
            description={t('profit.estimate.superContributionsHint')}
            {...amount('super_contributions')}
          />
          <AmountField
            label={t('profit.estimate.employerSuper')}
            description={t('profit.estimate.employerSuperHint')}
            {...amount('employer_super')}
          />
          <AmountField
            label={t('profit.estimate.carryForward')}
            description={t('profit.estimate.carryForwardHint')}
            {...amount('super_carry_forward')}
          />
          <AmountField
            label={t('profit.estimate.salaryWages')}
            description={t('profit.estimate.salaryWagesHint')}
            {...amount('salary_wages')}
          />
          <AmountField
            label={t('profit.estimate.paygWithheld')}
            description={t('profit.estimate.paygWithheldHint')}
            {...amount('payg_withheld')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('profit.estimate.noticeAcknowledged')}
          description={t('profit.estimate.noticeAcknowledgedHint')}
          {...form.getInputProps('super_notice_acknowledged', { type: 'checkbox' })}
        />
        {failure && (
          <Text c="red.8" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <FormActions submitLabel={t('profit.estimate.save')} pending={save.isPending} />
      </Stack>
    </form>
  );
}

function SuperNotices({ estimate }: { estimate: YearEstimate }) {
  const { t } = useTranslation();
  const { personal_super: contribution } = estimate;
  return (
    <>
      {contribution.deductible_once_acknowledged !== null && Number(contribution.planned) > 0 && (
        <Alert color="yellow" variant="light" title={t('profit.estimate.noticeNeededTitle')}>
          {t('profit.estimate.noticeNeeded', {
            amount: formatAmount(contribution.deductible_once_acknowledged),
          })}
        </Alert>
      )}
      {Number(contribution.over_cap_room) > 0 && (
        <Alert color="red" variant="light" title={t('profit.estimate.overCapTitle')}>
          {t('profit.estimate.overCap', {
            amount: formatAmount(contribution.over_cap_room),
            cap: contribution.cap ? formatAmount(contribution.cap) : '',
          })}
        </Alert>
      )}
      {contribution.limited_by === 'income' && (
        <Alert color="blue" variant="light">
          {t('profit.estimate.limitedByIncome')}
        </Alert>
      )}
    </>
  );
}

function EstimateLines({ estimate }: { estimate: YearEstimate }) {
  const { t } = useTranslation();
  if (estimate.not_applicable) {
    return (
      <Alert color="blue" variant="light">
        {t(NOT_APPLICABLE_LABELS[estimate.not_applicable])}
      </Alert>
    );
  }
  const owing = Number(estimate.amount_owing ?? 0);
  return (
    <Stack gap="sm">
      {estimate.year_open && (
        <Text size="sm" c="dimmed">
          {t('profit.estimate.yearOpen')}
        </Text>
      )}
      <Table striped={false} verticalSpacing="xs" aria-label={t('profit.estimate.linesTitle')}>
        <Table.Tbody>
          {estimate.lines
            .filter((line) => line.key !== 'amount-owing')
            .map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{t(ESTIMATE_LINE_LABELS[line.key])}</Text>
                    <BasisBadge basis={line.basis} />
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatAmount(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          <Table.Tr>
            <Table.Td>
              <Group gap="xs">
                <Text fw={700}>{t(owing < 0 ? 'profit.estimate.refund' : 'profit.estimate.owing')}</Text>
                <BasisBadge basis={estimate.basis} />
              </Group>
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="amount-owing">
              {formatAmount(String(Math.abs(owing).toFixed(2)))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {estimate.basis !== 'confirmed' && (
        <Text size="sm" c="dimmed">
          {t('profit.estimate.basisNote')}
        </Text>
      )}
      {estimate.businesses.some((business) => business.business_type === 'partnership') && (
        <Text size="sm" c="dimmed">
          {t('profit.estimate.partnershipNote')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The year's accountant's pack: a plain link, so the browser saves the streamed ZIP straight to disk
 * (thousands of receipts never sit in the page's memory).
 */
function AccountantsPack({ year }: { year: string }) {
  const { t, i18n } = useTranslation();
  // The link's request carries the browser's language, not the one chosen here: the summary's is named.
  const lang = encodeURIComponent(i18n.resolvedLanguage ?? 'en');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="accountants-pack-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="accountants-pack-title">
          {t('taxTime.pack.title')}
        </Title>
        <Text size="sm" maw={720}>
          {t('taxTime.pack.text')}
        </Text>
        <Button
          component="a"
          href={`${API_BASE}/tax-years/${year}/accountants-pack.zip?lang=${lang}`}
          download={`accountants-pack-${year}.zip`}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('taxTime.pack.download')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Tax time › the year's estimate: the profit through to what is left to pay, each step labelled. */
export default function TaxEstimateScreen() {
  const { t } = useTranslation();
  const [year, setYear] = useTaxYear(TAX_YEARS);
  const estimate = useYearEstimate(year);
  const figures = useTaxYearFigures(year);
  return (
    <Stack gap="xl">
      <PageHeader
        title={t('profit.estimate.title')}
        crumbs={[{ label: t('taxTime.title'), to: '/tax-time' }, { label: t('profit.estimate.title') }]}
      />
      <TaxTimeTabs active="estimate" />
      <Group justify="space-between" align="flex-end">
        <Text maw={640}>{t('profit.estimate.intro')}</Text>
        <TaxYearPicker years={TAX_YEARS} year={year} onChange={setYear} />
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="estimate-lines-title">
        <Title order={2} size="h4" id="estimate-lines-title" mb="sm">
          {t('profit.estimate.linesTitle')}
        </Title>
        <QueryState
          query={estimate}
          loading={t('profit.estimate.loading')}
          failed={t('profit.estimate.loadFailed')}
        >
          {(data) => (
            <Stack gap="md">
              <SuperNotices estimate={data} />
              <EstimateLines estimate={data} />
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="estimate-figures-title">
        <Title order={2} size="h4" id="estimate-figures-title">
          {t('profit.estimate.figuresTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('profit.estimate.figuresText')}
        </Text>
        <QueryState
          query={figures}
          loading={t('profit.estimate.loading')}
          failed={t('profit.estimate.loadFailed')}
        >
          {(data) => <FiguresForm key={year} year={year} figures={data} />}
        </QueryState>
      </Card>
      <AccountantsPack year={year} />
    </Stack>
  );
}
