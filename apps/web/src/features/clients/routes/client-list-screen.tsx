import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { shortName } from '../../../ui/short-name.ts';
import { ClientFormDrawer } from '../components/client-form-drawer.tsx';
import { type Customer, customersKey, deleteCustomer, fetchCustomers, PAGE_SIZE } from '../customers.ts';

function ClientCard({ customer, onDelete }: { customer: Customer; onDelete: (customer: Customer) => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="client-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} title={customer.name} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {shortName(customer.name)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('clients.deleteLabel', { name: customer.name })}
            onClick={() => onDelete(customer)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {customer.email || customer.abn_formatted || '—'}
        </Text>
        <Anchor component={Link} to={`/client/${encodeURIComponent(customer.id)}`} size="sm" fw={500}>
          {t('clients.view')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The user's clients: search, add, view and delete. */
export default function ClientListScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState(false);

  const query = useQuery({
    queryKey: [...customersKey, 'list', debounced, page],
    queryFn: ({ signal }) => fetchCustomers(debounced, page, signal),
    placeholderData: keepPreviousData,
  });
  const customers = query.data?.customers ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  useEffect(() => {
    if (query.isError) notify.error(t('clients.loadFailed'), query.error);
  }, [query.isError, query.error, t]);

  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData) setPage(pages);
  }, [page, pages, query.data, query.isPlaceholderData]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: customersKey });

  const remove = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await deleteCustomer(toDelete.id);
      notify.success(t('clients.deleted', { name: toDelete.name }));
      setToDelete(null);
      await refresh();
    } catch (error) {
      notify.error(t('clients.deleteFailed'), error);
    } finally {
      setDeleting(false);
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('clients.loading')}</Text>
        </Group>
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" title={t('clients.loadFailed')}>
        <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (customers.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconUsers size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{t('clients.empty')}</Text>
          <Anchor component="button" type="button" onClick={() => setAdding(true)}>
            {t('clients.createClient')}
          </Anchor>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {customers.map((customer) => (
            <ClientCard key={customer.id} customer={customer} onDelete={setToDelete} />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Center>
            <ListPagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('screens.clients.title')}
        crumbs={[{ label: t('nav.myBusiness') }, { label: t('screens.clients.title') }]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('clients.add')}
          </Button>
        }
      />
      <TextInput
        type="search"
        aria-label={t('clients.searchLabel')}
        placeholder={t('clients.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {body}
      <ClientFormDrawer
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void refresh();
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('clients.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
