import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { useAllCompanies } from '../../businesses/index.ts';
import { type BankRule, moved, useBankRules, useDeleteBankRule, useOrderBankRules } from '../bank-rules.ts';
import { BankRuleFormDrawer } from '../components/bank-rule-form-drawer.tsx';
import { DIRECTION_LABELS, ruleActionText, ruleConditionText } from '../rule-text.ts';

function RuleCard({
  rule,
  index,
  count,
  businessName,
  onMove,
  onEdit,
  onDelete,
}: {
  rule: BankRule;
  index: number;
  count: number;
  businessName: string;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const when = ruleConditionText(t, rule);
  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-rule" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('bank.rules.number', { n: index + 1 })}
            </Text>
            {rule.learnt && (
              <Badge variant="light" color="grape" radius="sm" tt="none">
                {t('bank.rules.learnt')}
              </Badge>
            )}
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {when}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('bank.rules.then', { action: ruleActionText(t, rule) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(DIRECTION_LABELS[rule.direction])} · {businessName}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={index === 0}
            aria-label={t('bank.rules.moveUp', { rule: when })}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={index === count - 1}
            aria-label={t('bank.rules.moveDown', { rule: when })}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <RowActions
            editLabel={t('bank.rules.edit', { rule: when })}
            deleteLabel={t('bank.rules.delete', { rule: when })}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The owner's bank rules, in the order they apply (the first that matches a line wins): write one, edit,
 * delete, move up or down; the rules Sorted learnt from a decision are labelled.
 */
export default function BankRulesScreen() {
  const { t } = useTranslation();
  const query = useBankRules();
  const companies = useAllCompanies();
  const [editing, setEditing] = useState<BankRule | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<BankRule | null>(null);
  const removal = useDeleteBankRule();
  const order = useOrderBankRules();
  const nameOf = (companyId: string | null) =>
    companyId === null
      ? t('bank.rules.allBusinesses')
      : (companies.data?.find((company) => company.id === companyId)?.name ?? '');

  const remove = () => {
    if (!toDelete || removal.isPending) return;
    removal.mutate(toDelete, {
      onSuccess: () => notify.success(t('bank.rules.deleted')),
      onError: (error) => notify.error(t('bank.rules.deleteFailed'), error),
      onSettled: () => setToDelete(null),
    });
  };

  const move = (rules: BankRule[], index: number, by: -1 | 1) =>
    order.mutate(moved(rules, index, by), {
      onError: (error) => notify.error(t('bank.rules.orderFailed'), error),
    });

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('bank.rules.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bank.rules.title')}
        crumbs={[
          { label: t('nav.finance') },
          { label: t('bank.title'), to: '/bank' },
          { label: t('bank.rules.title') },
        ]}
        actions={add}
      />
      <Text c="dimmed" size="sm">
        {t('bank.rules.text')}
      </Text>
      <QueryState
        query={query}
        loading={t('bank.rules.loading')}
        failed={t('bank.rules.loadFailed')}
        isEmpty={(rules) => rules.length === 0}
        empty={
          <EmptyState
            testId="bank-rules-empty"
            icon={<IconFilter size={40} stroke={1.4} aria-hidden />}
            title={t('bank.rules.empty')}
            text={t('bank.rules.emptyText')}
          />
        }
      >
        {(rules) => (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {rules.map((rule, index) => (
              <RuleCard
                key={rule.id}
                rule={rule}
                index={index}
                count={rules.length}
                businessName={nameOf(rule.companyId)}
                onMove={(by) => move(rules, index, by)}
                onEdit={() => setEditing(rule)}
                onDelete={() => setToDelete(rule)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <BankRuleFormDrawer
        opened={editing !== null}
        rule={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('bank.rules.deleteTitle')}
        message={toDelete ? t('bank.rules.confirmDelete', { rule: ruleConditionText(t, toDelete) }) : ''}
        confirmLabel={t('bank.rules.deleteYes')}
        cancelLabel={t('bank.cancel')}
        loading={removal.isPending}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
