import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Detail } from '../../../ui/detail.tsx';
import { lazyPanel } from '../../../ui/lazy-panel.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RecordState } from '../../../ui/record-state.tsx';
import { RecurringSchedulesPanel } from '../../recurring/index.ts';
import { type CustomerDetail, useCustomer, useDeleteCustomer } from '../customers.ts';

const ClientFormDrawer = lazyPanel(() =>
  import('../components/client-form-drawer.tsx').then((module) => module.ClientFormDrawer),
);

/** A decimal string from the API in AUD ("1234.5" → "$1,234.50"). */
function aud(decimal: string): string {
  return formatAud(parseCents(decimal) ?? 0);
}

function displayDate(date: string): string {
  try {
    return formatDisplayDate(date.slice(0, 10));
  } catch {
    return date;
  }
}

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function ClientDetail({ detail }: { detail: CustomerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customer, invoices } = detail;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useDeleteCustomer();

  const remove = () => {
    if (removal.isPending) return;
    removal.mutate(customer, {
      onSuccess: () => {
        notify.success(t('clients.deleted', { name: customer.name }));
        void navigate('/client/list');
      },
      onError: (error) => notify.error(t('clients.deleteFailed'), error),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={customer.name}
        crumbs={[
          { label: t('nav.myBusiness') },
          { label: t('screens.clients.title'), to: '/client/list' },
          { label: customer.name },
        ]}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              {t('clients.edit')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t('clients.delete')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label={t('clients.fields.name')} value={customer.name} />
          <Detail label={t('clients.fields.abn')} value={customer.abn_formatted} />
          <Detail label={t('clients.fields.phone')} value={customer.phone} />
          <Detail label={t('clients.fields.email')} value={customer.email} />
          <Detail label={t('clients.fields.address')} value={customer.address} />
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Amount label={t('clients.received')} value={`+${aud(detail.received)}`} testId="client-received" />
        <Amount
          label={t('clients.outstanding')}
          value={aud(detail.outstanding)}
          testId="client-outstanding"
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('clients.lastInvoices')}
            </Title>
            <Anchor component={Link} to="/invoice/list" size="sm">
              {t('clients.viewAll')}
            </Anchor>
          </Group>
          {invoices.length === 0 ? (
            <Stack align="center" gap="xs" py="md" ta="center">
              <Text fw={600}>{t('clients.noInvoices')}</Text>
              <Anchor component={Link} to="/invoice/create">
                {t('clients.createInvoice')}
              </Anchor>
            </Stack>
          ) : (
            <Stack gap={0}>
              {invoices.map((invoice) => (
                <Group
                  key={invoice.id}
                  justify="space-between"
                  py="sm"
                  wrap="wrap"
                  gap="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Group gap="md">
                    <Text size="sm" c="dimmed">
                      {displayDate(invoice.invoice_date)}
                    </Text>
                    <Text fw={500}>#{invoice.name}</Text>
                  </Group>
                  <Group gap="md">
                    <Text fw={600}>{aud(invoice.amount)}</Text>
                    <Anchor
                      component={Link}
                      to={`/invoice/overview/${encodeURIComponent(invoice.id)}`}
                      aria-label={t('clients.viewInvoice', { name: invoice.name })}
                    >
                      {t('clients.view')}
                    </Anchor>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <RecurringSchedulesPanel client={{ value: customer.id, label: customer.name }} />
      <ClientFormDrawer
        opened={editing}
        customer={customer}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('common.confirmTitle')}
        message={t('clients.confirmDelete', { name: customer.name })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}

/** One client: details, money received and outstanding, and the latest invoices. */
export default function ClientScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCustomer(id);
  if (query.data) return <ClientDetail detail={query.data} />;
  return (
    <RecordState
      query={query}
      title={t('screens.client.title')}
      crumbs={[
        { label: t('nav.myBusiness') },
        { label: t('screens.clients.title'), to: '/client/list' },
        { label: t('screens.client.title') },
      ]}
      loading={t('clients.loading')}
      failed={t('clients.loadOneFailed')}
      notFound={{
        title: t('clients.notFound'),
        text: t('clients.notFoundText'),
        back: { label: t('clients.backToList'), to: '/client/list' },
      }}
    />
  );
}
