import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { shortName } from '../../../ui/short-name.ts';
import { ClientFormDrawer } from '../components/client-form-drawer.tsx';
import { type Customer, PAGE_SIZE, useCustomers, useDeleteCustomer } from '../customers.ts';

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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Customer | null>(null);
  const query = useCustomers(debounced, page);
  const removal = useDeleteCustomer();
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  useEffect(() => {
    if (page > pages && query.data && !query.isPlaceholderData) setPage(pages);
  }, [page, pages, query.data, query.isPlaceholderData]);

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => {
        notify.success(t('clients.deleted', { name: toDelete.name }));
        setToDelete(null);
      },
      onError: (error) => notify.error(t('clients.deleteFailed'), error),
    });
  };

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
      <QueryState
        query={query}
        loading={t('clients.loading')}
        failed={t('clients.loadFailed')}
        toast
        isEmpty={(data) => data.customers.length === 0}
        empty={
          <EmptyState
            icon={<IconUsers size={40} stroke={1.4} aria-hidden />}
            title={t('clients.empty')}
            action={
              <Anchor component="button" type="button" onClick={() => setAdding(true)}>
                {t('clients.createClient')}
              </Anchor>
            }
          />
        }
      >
        {({ customers }) => (
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
        )}
      </QueryState>
      <ClientFormDrawer opened={adding} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('clients.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
