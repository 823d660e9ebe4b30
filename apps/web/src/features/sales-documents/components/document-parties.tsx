import { Select, SimpleGrid } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../businesses/index.ts';
import { type ClientOption, ClientPicker } from './client-picker.tsx';
import { FormSection } from './form-sections.tsx';

interface PartiesProps {
  client: ClientOption | null;
  onClient: (client: ClientOption | null) => void;
  companies: UseQueryResult<Company[]>;
  companyId: string | null;
  onCompany: (id: string | null) => void;
  errorOf: (path: string) => string | undefined;
}

/** Bill To (a client) and Pay To (one of the user's businesses). */
export function DocumentParties({
  client,
  onClient,
  companies,
  companyId,
  onCompany,
  errorOf,
}: PartiesProps) {
  const { t } = useTranslation();
  return (
    <FormSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ClientPicker value={client} error={errorOf('customer')} onChange={onClient} />
        <Select
          label={t('invoices.form.payTo')}
          placeholder={companies.isLoading ? t('common.loading') : t('invoices.form.chooseBusiness')}
          required
          data={(companies.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={companyId}
          onChange={onCompany}
          error={errorOf('company')}
          nothingFoundMessage={t('invoices.form.noBusiness')}
          allowDeselect={false}
          name="company"
        />
      </SimpleGrid>
    </FormSection>
  );
}
