import { ActionIcon, Button, Checkbox, Grid, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatAud } from '@sorted/core/i18n/format';
import type { LineTotals } from '@sorted/core/invoices/totals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyItem, type ItemValues } from '../document-form-model.ts';

interface DocumentItemsProps {
  items: ItemValues[];
  lines: LineTotals[];
  gstRegistered: boolean;
  /** Field path → message shown under it (`items.0.price`). */
  errorOf: (path: string) => string | undefined;
  onChange: (items: ItemValues[], changed: string) => void;
  /**
   * In a side panel: the rows keep their narrow layout (name, then note, then quantity, price and
   * amount) at every screen width, since the panel stays narrow where the screen is wide.
   */
  compact?: boolean;
}

/** The item rows: name, note, quantity, unit price, GST (when registered) and the live amount. */
export function DocumentItems({
  items,
  lines,
  gstRegistered,
  errorOf,
  onChange,
  compact = false,
}: DocumentItemsProps) {
  const { t } = useTranslation();
  // A column's width on a phone (`base`), and on a wide screen outside a side panel (`md`).
  const span = (base: number, md: number | 'auto' | 'content') => (compact ? base : { base, md });

  const edit = (index: number, field: keyof Omit<ItemValues, 'key'>, value: string | boolean) =>
    onChange(
      items.map((item, at) => (at === index ? { ...item, [field]: value } : item)),
      `items.${index}.${field}`,
    );

  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const line = index + 1;
        const text = (field: 'name' | 'description' | 'quantity' | 'price') => ({
          value: item[field],
          error: errorOf(`items.${index}.${field}`),
          onChange: (event: { currentTarget: { value: string } }) =>
            edit(index, field, event.currentTarget.value),
        });
        return (
          <Paper
            key={item.key}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={t('invoices.form.itemN', { n: line })}
          >
            <Grid gap="sm" align="flex-start">
              <Grid.Col span={span(12, 3)}>
                <TextInput label={t('invoices.form.itemName')} maxLength={50} required {...text('name')} />
              </Grid.Col>
              <Grid.Col span={span(12, 4)}>
                <TextInput label={t('invoices.form.itemNote')} maxLength={90} {...text('description')} />
              </Grid.Col>
              <Grid.Col span={span(4, 1)}>
                <TextInput label={t('invoices.form.quantity')} inputMode="decimal" {...text('quantity')} />
              </Grid.Col>
              <Grid.Col span={span(8, 2)}>
                <TextInput
                  label={t('invoices.form.price')}
                  inputMode="decimal"
                  leftSection="$"
                  {...text('price')}
                />
              </Grid.Col>
              <Grid.Col span={span(9, 'auto')}>
                <Text size="sm" fw={500} mb={6}>
                  {t('invoices.form.amount')}
                </Text>
                <Text fw={600} data-testid={`item-amount-${index}`}>
                  {formatAud(lines[index]?.amount ?? 0)}
                </Text>
                {gstRegistered && (
                  <Checkbox
                    mt={6}
                    size="xs"
                    label={t('invoices.form.gstApplies')}
                    checked={item.taxable}
                    onChange={(event) => edit(index, 'taxable', event.currentTarget.checked)}
                  />
                )}
              </Grid.Col>
              <Grid.Col span={span(3, 'content')} style={{ display: 'flex', justifyContent: 'flex-end' }}>
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('invoices.form.removeItem', { n: line })}
                  disabled={items.length === 1}
                  onClick={() =>
                    onChange(
                      items.filter((_, at) => at !== index),
                      'items',
                    )
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
      {errorOf('items') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('items')}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...items, emptyItem()], 'items')}
      >
        {t('invoices.form.addItem')}
      </Button>
    </Stack>
  );
}
