import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBuildingBank, IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalText } from '../../../lib/refusal-text.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { type BankAccount, useBankAccounts, useDeleteBankAccount } from '../bank-accounts.ts';
import { BankAccountFormDrawer } from '../components/bank-account-form-drawer.tsx';
import { BankAccountTable } from '../components/bank-account-table.tsx';

/**
 * The user's bank accounts, each with its balance per statement beside its balance per Sorted and the
 * lines still to reconcile; add, edit and delete (refused while lines are reconciled).
 */
export default function BankAccountListScreen() {
  const { t, i18n } = useTranslation();
  const query = useBankAccounts();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [toDelete, setToDelete] = useState<BankAccount | null>(null);
  /** Why the API kept an account (409: reconciled lines), said until dismissed: it asks for an action. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const removal = useDeleteBankAccount();

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    setRefusal(null);
    removal.mutate(toDelete, {
      onSuccess: () => {
        notify.success(t('bank.deleted', { name: toDelete.name }));
        setToDelete(null);
      },
      onError: (error) => {
        const refused = refusalText(error, i18n.resolvedLanguage, [409]);
        if (refused) setRefusal(refused);
        else notify.error(t('bank.deleteFailed'), error);
        setToDelete(null);
      },
    });
  };

  const add = (
    <Group gap="sm">
      <Button component={Link} to="/bank/rules" variant="default" leftSection={<IconFilter size={16} />}>
        {t('bank.rules.title')}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        {t('bank.add')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bank.title')}
        crumbs={[{ label: t('nav.finance') }, { label: t('bank.title') }]}
        actions={add}
      />
      {refusal && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('bank.deleteRefused')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      <QueryState
        query={query}
        loading={t('bank.loading')}
        failed={t('bank.loadFailed')}
        isEmpty={(accounts) => accounts.length === 0}
        empty={
          <EmptyState
            testId="bank-account-list-empty"
            icon={<IconBuildingBank size={40} stroke={1.4} aria-hidden />}
            title={t('bank.empty')}
            text={t('bank.emptyText')}
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t('bank.addFirst')}
              </Button>
            }
          />
        }
      >
        {(accounts) => <BankAccountTable accounts={accounts} onEdit={setEditing} onDelete={setToDelete} />}
      </QueryState>
      <BankAccountFormDrawer
        opened={adding || editing !== null}
        account={editing ?? undefined}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('common.confirmTitle')}
        message={t('bank.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        loading={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
