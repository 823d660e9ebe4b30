import { Stack } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { InvoiceTabs } from '../components/invoice-tabs.tsx';
import { emptyInvoice } from '../invoice-form-model.ts';

/** Create Invoice: the empty form; once saved, the invoice opens in its overview. */
export default function AddInvoiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyInvoice(todayIn(appTimeZone())));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('invoices.createTitle')}
        crumbs={[{ label: t('invoices.crumb'), to: '/invoice/list' }, { label: t('invoices.crumbCreate') }]}
      />
      <InvoiceTabs active="create" />
      <InvoiceForm
        initial={initial}
        initialClient={null}
        onSaved={(invoice) =>
          void navigate(`/invoice/overview/${encodeURIComponent(invoice.id)}`, { replace: true })
        }
      />
    </Stack>
  );
}
