import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type Company, emptyCompany, useSaveCompany, useSavePaymentDetail } from '../companies.ts';
import { BusinessTabs } from '../components/business-tabs.tsx';
import { CompanyForm } from '../components/company-form.tsx';
import { PaymentForm } from '../components/payment-form.tsx';

type Step = 'business' | 'payment';

/** Onboards a business in two steps: its details, then (optionally) its PayID. */
export default function AddCompanyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('business');
  const [company, setCompany] = useState<Company | null>(null);
  const createCompany = useSaveCompany();
  const addPayment = useSavePaymentDetail(company?.id);

  const done = () => void navigate('/company/list');

  const createFailure = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 403) {
      if (/verif/i.test(error.message)) return t('business.errors.unverified');
      if (/limit/i.test(error.message)) return t('business.errors.limit');
    }
    return t('business.errors.createFailed');
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('business.addTitle')}
        crumbs={[{ label: t('nav.myBusiness') }, { label: t('business.addTitle') }]}
      />
      <BusinessTabs active="add" />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <Tabs
          value={step}
          onChange={(value) => setStep(value === 'payment' && company ? 'payment' : 'business')}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="business" disabled={company !== null}>
              {t('business.steps.create')}
            </Tabs.Tab>
            <Tabs.Tab value="payment" disabled={company === null}>
              {t('business.steps.payment')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="business">
            <CompanyForm
              initial={emptyCompany}
              mode="create"
              saving={createCompany.isPending}
              submitLabel={t('business.actions.save')}
              describeFailure={createFailure}
              onSubmit={async (values) => {
                setCompany(await createCompany.mutateAsync(values));
                notify.success(t('business.toasts.created'));
                setStep('payment');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="payment">
            <Stack gap="md">
              <Text c="dimmed" size="sm">
                {t('business.payment.intro')}
              </Text>
              <PaymentForm
                initial={{ payid: '', name: company?.name ?? '' }}
                key={company?.id ?? 'none'}
                submitLabel={t('business.actions.save')}
                disabled={company === null}
                saving={addPayment.isPending}
                describeFailure={() => t('business.payment.saveFailed')}
                onSkip={done}
                onSubmit={async (values) => {
                  if (!company) return;
                  await addPayment.mutateAsync(values);
                  notify.success(t('business.payment.created'));
                  done();
                }}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
