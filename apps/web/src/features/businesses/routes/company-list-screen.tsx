import {
  Badge,
  Box,
  Button,
  Center,
  ColorSwatch,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatPayId } from '@sorted/core/identifiers/payid';
import { IconBuildingStore, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Detail } from '../../../ui/detail.tsx';
import { ListPagination } from '../../../ui/list-pagination.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { SidePanel } from '../../../ui/side-panel.tsx';
import {
  type Company,
  formValuesOf,
  useCompanyPage,
  useDeleteCompany,
  useDeletePaymentDetail,
  useSaveCompany,
  useSavePaymentDetail,
} from '../companies.ts';
import { BusinessTabs } from '../components/business-tabs.tsx';
import { CompanyForm } from '../components/company-form.tsx';
import { LogoField } from '../components/logo-field.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { reminderStepLabel } from '../reminder-steps.ts';

type Panel = { kind: 'edit' } | { kind: 'payment'; mode: 'create' | 'update' } | null;
type Confirm = 'company' | 'payment' | null;

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const payment = company.paymentDetail;
  const saveCompany = useSaveCompany(company);
  const savePayment = useSavePaymentDetail(
    company.id,
    panel?.kind === 'payment' && panel.mode === 'update' ? payment : null,
  );
  const companyRemoval = useDeleteCompany();
  const paymentRemoval = useDeletePaymentDetail();
  const deleting = companyRemoval.isPending || paymentRemoval.isPending;

  const remove = () => {
    if (deleting) return;
    const done = (message: string) => () => {
      notify.success(message);
      setConfirm(null);
    };
    if (confirm === 'company') {
      companyRemoval.mutate(company, {
        onSuccess: done(t('business.toasts.deleted')),
        onError: (error) => notify.error(t('business.toasts.deleteFailed'), error),
      });
    } else if (confirm === 'payment' && payment) {
      paymentRemoval.mutate(payment, {
        onSuccess: done(t('business.payment.deleted')),
        onError: (error) => notify.error(t('business.payment.deleteFailed'), error),
      });
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
            {company.gst_registered && (
              <>
                <Detail
                  label={t('business.fields.basReportingPeriod')}
                  value={t(`business.reportingPeriods.${company.bas_reporting_period}`)}
                />
                <Detail
                  label={t('business.fields.basAccountingBasis')}
                  value={t(`business.accountingBases.${company.bas_accounting_basis}`)}
                />
              </>
            )}
            <Detail
              label={t('business.reminders.title')}
              value={
                company.reminders_enabled && company.reminder_steps.length > 0
                  ? company.reminder_steps.map((step) => reminderStepLabel(t, step)).join(', ')
                  : t('business.reminders.off')
              }
            />
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('businessLook.look')}
              </Text>
              <Group gap="sm">
                {company.logo_url && (
                  <Box bg="white" p={4} style={{ borderRadius: 4 }}>
                    <Image
                      src={company.logo_url}
                      alt={t('businessLook.logoAlt')}
                      h={32}
                      w="auto"
                      fit="contain"
                    />
                  </Box>
                )}
                {company.accent_color ? (
                  <Group gap={6}>
                    <ColorSwatch color={company.accent_color} size={18} aria-hidden />
                    <Text>{company.accent_color}</Text>
                  </Group>
                ) : (
                  !company.logo_url && <Text>{t('businessLook.noAccent')}</Text>
                )}
              </Group>
            </Stack>
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
              <Detail label={t('business.payment.payid')} value={formatPayId(payment.payid)} />
              <Detail label={t('business.payment.name')} value={payment.name} />
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t('business.payment.none')}</Text>
          )}
        </Stack>
      </Paper>

      <SidePanel
        opened={panel !== null}
        onClose={() => setPanel(null)}
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
            changesFrom={company.bas_changes_from}
            logoField={<LogoField company={company} />}
            saving={saveCompany.isPending}
            submitLabel={t('business.actions.saveChanges')}
            describeFailure={() => t('business.toasts.updateFailed')}
            onSubmit={async (values) => {
              try {
                await saveCompany.mutateAsync(values);
              } catch (error) {
                notify.error(t('business.toasts.updateFailed'), error);
                throw error;
              }
              notify.success(t('business.toasts.updated'));
              setPanel(null);
            }}
          />
        )}
        {panel?.kind === 'payment' && (
          <PaymentForm
            initial={
              panel.mode === 'update' && payment
                ? { payid: formatPayId(payment.payid), name: payment.name }
                : { payid: '', name: company.name }
            }
            submitLabel={t('business.actions.save')}
            saving={savePayment.isPending}
            describeFailure={() => t('business.payment.saveFailed')}
            onSubmit={async (values) => {
              await savePayment.mutateAsync(values);
              notify.success(
                panel.mode === 'update' && payment
                  ? t('business.payment.updated')
                  : t('business.payment.created'),
              );
              setPanel(null);
            }}
          />
        )}
      </SidePanel>

      <ConfirmDialog
        opened={confirm !== null}
        title={t('common.confirmTitle')}
        message={
          confirm === 'payment'
            ? t('business.payment.confirmDelete', { payid: payment ? formatPayId(payment.payid) : '' })
            : t('business.confirmDelete', { name: company.name })
        }
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={deleting}
        onCancel={() => setConfirm(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** The user's businesses, one per page, with edit, delete and the PayID card. */
export default function CompanyListScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCompanyPage(page);
  const total = query.data?.total ?? 0;
  const company = query.data?.company ?? null;

  // The last business of the last page went: show the page before.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && !company && page > 1) setPage(Math.max(1, total));
  }, [query.data, query.isPlaceholderData, company, page, total]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('business.listTitle')}
        crumbs={[{ label: t('nav.myBusiness') }, { label: t('business.listTitle') }]}
      />
      <BusinessTabs active="list" />
      <QueryState
        query={query}
        loading={t('common.loading')}
        failed={t('business.errors.loadFailed')}
        toast
        isEmpty={(data) => !data.company}
        empty={
          <EmptyState
            icon={<IconBuildingStore size={40} stroke={1.4} aria-hidden />}
            title={t('business.empty')}
            action={
              <Button component={Link} to="/company/add" leftSection={<IconPlus size={16} />}>
                {t('business.tabs.add')}
              </Button>
            }
          />
        }
      >
        {(data) =>
          data.company && (
            <Stack gap="lg">
              <CompanyView key={data.company.id} company={data.company} />
              {total > 1 && (
                <Center>
                  <ListPagination total={total} value={page} onChange={setPage} />
                </Center>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
