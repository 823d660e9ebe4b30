import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDisplayDate } from '@sorted/core/dates/calendar';
import { formatAud, parseCents } from '@sorted/core/money/cents';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ClientFormDrawer } from '../components/client-form-drawer.tsx';
import { type CustomerDetail, customersKey, deleteCustomer, fetchCustomer } from '../customers.ts';

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

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </Stack>
  );
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
  const queryClient = useQueryClient();
  const { customer, invoices } = detail;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      await deleteCustomer(customer.id);
      notify.success(t('clients.deleted', { name: customer.name }));
      queryClient.removeQueries({ queryKey: [...customersKey, 'one', customer.id] });
      void queryClient.invalidateQueries({ queryKey: customersKey });
      void navigate('/client/list');
    } catch (error) {
      notify.error(t('clients.deleteFailed'), error);
      setDeleting(false);
    }
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
      <ClientFormDrawer
        opened={editing}
        customer={customer}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void queryClient.invalidateQueries({ queryKey: customersKey });
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('common.confirmTitle')}
        message={t('clients.confirmDelete', { name: customer.name })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** One client: details, money received and outstanding, and the latest invoices. */
export default function ClientScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: [...customersKey, 'one', id],
    queryFn: ({ signal }) => fetchCustomer(id, signal),
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 2,
  });
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);

  useEffect(() => {
    if (query.isError && !notFound) notify.error(t('clients.loadOneFailed'), query.error);
  }, [query.isError, query.error, notFound, t]);

  if (query.data) return <ClientDetail detail={query.data} />;

  const header = (
    <PageHeader
      title={t('screens.client.title')}
      crumbs={[
        { label: t('nav.myBusiness') },
        { label: t('screens.clients.title'), to: '/client/list' },
        { label: t('screens.client.title') },
      ]}
    />
  );
  if (query.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('clients.loading')}</Text>
          </Group>
        </Center>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      <Alert
        color={notFound ? 'yellow' : 'red'}
        variant="light"
        title={notFound ? t('clients.notFound') : t('clients.loadOneFailed')}
      >
        <Stack gap="sm" align="flex-start">
          {notFound && <Text size="sm">{t('clients.notFoundText')}</Text>}
          <Group gap="sm">
            {!notFound && (
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            )}
            <Anchor component={Link} to="/client/list" size="sm">
              {t('clients.backToList')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
