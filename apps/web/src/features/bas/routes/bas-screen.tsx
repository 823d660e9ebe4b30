import { Button, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import { IconReceiptTax } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DormantSelect } from '../../../ui/dormant-select.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { chosenBusiness, useGstBusinesses } from '../bas.ts';
import { BusinessBas } from '../components/business-bas.tsx';

/** The BAS screen: a GST-registered business's periods of a financial year and each one's worksheet. */
export default function BasScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const businesses = useGstBusinesses();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bas.heading')}
        crumbs={[{ label: t('nav.dashboard'), to: '/dashboard/overview' }, { label: t('nav.bas') }]}
      />
      <Text c="dimmed">{t('bas.intro')}</Text>
      <QueryState
        query={businesses}
        loading={t('bas.loading')}
        failed={t('bas.failed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconReceiptTax size={32} />}
            title={t('bas.noBusiness')}
            text={t('bas.noBusinessText')}
            action={
              <Button component={Link} to="/company/list" variant="light">
                {t('bas.goToBusinesses')}
              </Button>
            }
          />
        }
      >
        {(list) => {
          const chosen = chosenBusiness(list, params.get('company'));
          if (!chosen) return null;
          return (
            <Stack gap="md">
              {list.length > 1 && (
                <DormantSelect
                  label={t('bas.business')}
                  w={320}
                  allowDeselect={false}
                  data={list.map((company) => ({ value: company.id, label: company.name }))}
                  value={chosen.id}
                  onChange={(value) => value && setParams({ company: value }, { replace: true })}
                />
              )}
              {chosen.gst_registered_from && (
                <Text size="sm" data-testid="bas-starts">
                  {t('bas.startsOn', {
                    date: formatDisplayDate(chosen.gst_registered_from),
                    name: chosen.name,
                  })}
                </Text>
              )}
              <BusinessBas key={chosen.id} companyId={chosen.id} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
