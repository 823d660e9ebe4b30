import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { useSaveForm } from '../../../ui/use-save-form.ts';
import { BusinessFormPanel, type Company } from '../../businesses/index.ts';
import { BusinessUseInput, categoryOptions } from '../../expenses/index.ts';
import {
  ALL_BUSINESSES,
  emptyCondition,
  emptyRule,
  RULE_ACTIONS,
  type RuleFormValues,
  ruleFormSchema,
  ruleFormValuesOf,
} from '../bank-rule-form-model.ts';
import { type BankRule, useSaveBankRule } from '../bank-rules.ts';
import { bankBusinessPanelTexts } from '../business-panel-texts.ts';
import { ACTION_LABELS, DIRECTION_LABELS } from '../rule-text.ts';

interface RuleFormProps {
  rule?: BankRule | undefined;
  companies: Company[];
  onSaved: () => void;
  onCancel: () => void;
}

function RuleForm({ rule, companies, onSaved, onCancel }: RuleFormProps) {
  const { t } = useTranslation();
  const initial = useMemo(
    () =>
      rule ? ruleFormValuesOf(rule) : emptyRule(companies.length === 1 ? (companies[0]?.id ?? null) : null),
    [rule, companies],
  );
  const form = useSchemaForm<RuleFormValues>(ruleFormSchema, initial);
  const save = useSaveBankRule(rule);
  const { formRef, onSubmit, failure } = useSaveForm(
    form,
    save,
    { saved: rule ? t('bank.rules.updated') : t('bank.rules.created'), failed: t('bank.rules.saveFailed') },
    onSaved,
  );
  const { values } = form;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Select
          label={t('bank.rules.fields.business')}
          allowDeselect={false}
          data={[
            { value: ALL_BUSINESSES, label: t('bank.rules.allBusinesses') },
            ...companies.map((company) => ({ value: company.id, label: company.name })),
          ]}
          {...form.getInputProps('company')}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('bank.rules.fields.conditions')}
          </Text>
          {typeof form.errors.conditions === 'string' && (
            <Text size="sm" c="red" role="alert">
              {form.errors.conditions}
            </Text>
          )}
          {values.conditions.map((_, index) => (
            // Conditions have no id of their own; the owner adds and removes them in place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" gap="xs" wrap="wrap">
              <Select
                label={t('bank.rules.fields.conditionKind', { n: index + 1 })}
                allowDeselect={false}
                w={150}
                data={[
                  { value: 'contains', label: t('bank.rules.contains') },
                  { value: 'equals', label: t('bank.rules.equals') },
                ]}
                {...form.getInputProps(`conditions.${index}.kind`)}
              />
              <TextInput
                label={t('bank.rules.fields.conditionText', { n: index + 1 })}
                style={{ flex: '1 1 10rem' }}
                data-autofocus={index === 0 ? true : undefined}
                {...form.getInputProps(`conditions.${index}.text`)}
              />
              {values.conditions.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('bank.rules.removeCondition', { n: index + 1 })}
                  onClick={() => form.removeListItem('conditions', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('conditions', emptyCondition())}
          >
            {t('bank.rules.addCondition')}
          </Button>
          {values.conditions.length > 1 && (
            <Segments
              aria-label={t('bank.rules.fields.match')}
              data={[
                { value: 'all', label: t('bank.rules.matchAll') },
                { value: 'any', label: t('bank.rules.matchAny') },
              ]}
              {...form.getInputProps('match')}
            />
          )}
        </Stack>
        <Select
          label={t('bank.rules.fields.direction')}
          allowDeselect={false}
          data={(['spend', 'receive', 'any'] as const).map((value) => ({
            value,
            label: t(DIRECTION_LABELS[value]),
          }))}
          {...form.getInputProps('direction')}
        />
        <Select
          label={t('bank.rules.fields.action')}
          allowDeselect={false}
          data={RULE_ACTIONS.map((value) => ({ value, label: t(ACTION_LABELS[value]) }))}
          {...form.getInputProps('action.kind')}
        />
        {values.action.kind === 'expense' && (
          <>
            <TextInput
              label={t('bank.decide.supplier')}
              required
              {...form.getInputProps('action.supplier_name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('bank.decide.category')}
                placeholder={t('bank.decide.chooseCategory')}
                required
                searchable
                allowDeselect={false}
                data={categoryOptions(t)}
                {...form.getInputProps('action.category')}
              />
              <BusinessUseInput
                label={t('bank.decide.businessUse')}
                {...form.getInputProps('action.business_use_percent')}
              />
            </SimpleGrid>
            <Checkbox
              label={t('bank.rules.fields.gstFree')}
              {...form.getInputProps('action.gst_free', { type: 'checkbox' })}
            />
          </>
        )}
        <FormActions
          failure={failure}
          submitLabel={t('bank.save')}
          pending={save.isPending}
          disabled={!form.isDirty()}
          cancelLabel={t('bank.cancel')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

interface BankRuleFormDrawerProps {
  opened: boolean;
  rule?: BankRule | undefined;
  onClose: () => void;
}

/** The side panel to write a bank rule or edit one. */
export function BankRuleFormDrawer({ opened, rule, onClose }: BankRuleFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <BusinessFormPanel
      opened={opened}
      onClose={onClose}
      size="lg"
      title={rule ? t('bank.rules.editTitle') : t('bank.rules.addTitle')}
      texts={bankBusinessPanelTexts(t)}
    >
      {(list) => (
        <RuleForm key={rule?.id ?? 'new'} rule={rule} companies={list} onSaved={onClose} onCancel={onClose} />
      )}
    </BusinessFormPanel>
  );
}
