import {
  Alert,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  type Company,
  companiesKey,
  createPaymentDetail,
  deleteCompany,
  deletePaymentDetail,
  fetchCompanyPage,
  formValuesOf,
  updateCompany,
  updatePaymentDetail,
} from '../companies.ts';
import { BusinessTabs } from '../components/business-tabs.tsx';
import { CompanyForm } from '../components/company-form.tsx';
import { PaymentForm } from '../components/payment-form.tsx';

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

type Panel = { kind: 'edit' } | { kind: 'payment'; mode: 'create' | 'update' } | null;
type Confirm = 'company' | 'payment' | null;

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<Panel>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companiesKey });
  const payment = company.paymentDetail;

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      if (confirm === 'company') {
        await deleteCompany(company.id);
        notify.success(t('business.toasts.deleted'));
      } else if (confirm === 'payment' && payment) {
        await deletePaymentDetail(payment.id);
        notify.success(t('business.payment.deleted'));
      }
      setConfirm(null);
      await refresh();
    } catch (error) {
      notify.error(
        confirm === 'company' ? t('business.toasts.deleteFailed') : t('business.payment.deleteFailed'),
        error,
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Title>
              <Badge variant="light" color={company.gst_registered ? 'teal' : 'gray'}>
                {company.gst_registered ? t('business.gstRegistered') : t('business.gstNotRegistered')}
              </Badge>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                onClick={() => setPanel({ kind: 'edit' })}
              >
                {t('business.actions.edit')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirm('company')}
              >
                {t('business.actions.delete')}
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Detail label={t('business.fields.abn')} value={company.abn_formatted} />
            <Detail label={t('business.fields.email')} value={company.email} />
            <Detail label={t('business.fields.phone')} value={company.phone} />
            <Detail label={t('business.fields.address')} value={company.address} />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby="payid-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="payid-title">
              {t('business.payment.title')}
            </Title>
            {payment ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => setPanel({ kind: 'payment', mode: 'update' })}
                >
                  {t('business.payment.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setConfirm('payment')}
                >
                  {t('business.payment.delete')}
                </Button>
              </Group>
            ) : (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setPanel({ kind: 'payment', mode: 'create' })}
              >
                {t('business.payment.add')}
              </Button>
            )}
          </Group>
          {payment ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Detail label={t('business.payment.payid')} value={payment.payid} />
              <Detail label={t('business.payment.name')} value={payment.name} />
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('business.payment.none')}</Text>
          )}
        </Stack>
      </Paper>

      <Drawer
        opened={panel !== null}
        onClose={() => setPanel(null)}
        position="right"
        size="md"
        title={
          panel?.kind === 'edit'
            ? t('business.editTitle')
            : panel?.mode === 'update'
              ? t('business.payment.editTitle')
              : t('business.payment.addTitle')
        }
      >
        {panel?.kind === 'edit' && (
          <CompanyForm
            initial={formValuesOf(company)}
            mode="update"
            submitLabel={t('business.actions.saveChanges')}
            describeFailure={() => t('business.toasts.updateFailed')}
            onSubmit={async (values) => {
              try {
                await updateCompany(company.id, values);
              } catch (error) {
                notify.error(t('business.toasts.updateFailed'), error);
                throw error;
              }
              notify.success(t('business.toasts.updated'));
              setPanel(null);
              await refresh();
            }}
          />
        )}
        {panel?.kind === 'payment' && (
          <PaymentForm
            initial={
              panel.mode === 'update' && payment
                ? { payid: payment.payid, name: payment.name }
                : { payid: '', name: company.name }
            }
            submitLabel={t('business.actions.save')}
            describeFailure={() => t('business.payment.saveFailed')}
            onSubmit={async (values) => {
              if (panel.mode === 'update' && payment) {
                await updatePaymentDetail(payment.id, company.id, values);
                notify.success(t('business.payment.updated'));
              } else {
                await createPaymentDetail(company.id, values);
                notify.success(t('business.payment.created'));
              }
              setPanel(null);
              await refresh();
            }}
          />
        )}
      </Drawer>

      <ConfirmDialog
        opened={confirm !== null}
        title={t('common.confirmTitle')}
        message={
          confirm === 'payment'
            ? t('business.payment.confirmDelete', { payid: payment?.payid ?? '' })
            : t('business.confirmDelete', { name: company.name })
        }
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={deleting}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** The user's businesses, one per page, with edit, delete and the PayID card. */
export default function CompanyListScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...companiesKey, page],
    queryFn: ({ signal }) => fetchCompanyPage(page, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const company = query.data?.company ?? null;

  useEffect(() => {
    if (query.isError) notify.error(t('business.errors.loadFailed'), query.error);
  }, [query.isError, query.error, t]);

  // The last business of the last page went: show the page before.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && !company && page > 1) setPage(Math.max(1, total));
  }, [query.data, query.isPlaceholderData, company, page, total]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('common.loading')}</Text>
        </Group>
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" title={t('business.errors.loadFailed')}>
        <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!company) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconBuildingStore size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{t('business.empty')}</Text>
          <Button component={Link} to="/company/add" leftSection={<IconPlus size={16} />}>
            {t('business.tabs.add')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        <CompanyView key={company.id} company={company} />
        {total > 1 && (
          <Center>
            <ListPagination total={total} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('business.listTitle')}
        crumbs={[{ label: t('nav.myBusiness') }, { label: t('business.listTitle') }]}
      />
      <BusinessTabs active="list" />
      {body}
    </Stack>
  );
}
