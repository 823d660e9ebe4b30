import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientFormDrawer, useCustomers } from '../../clients/index.ts';

export interface ClientOption {
  value: string;
  label: string;
}

interface ClientPickerProps {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: string | undefined;
}

/**
 * Bill To: a client chosen by typing, searched on the server (so 10,000 clients stay fast), and the
 * Add New Client side panel, whose new client is chosen at once.
 */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  const [adding, setAdding] = useState(false);
  // While the box shows the chosen client's name, list everyone rather than that one name.
  const term = value && debounced === value.label ? '' : debounced;
  const clients = useCustomers(term, 1);
  const options: ClientOption[] = (clients.data?.customers ?? []).map((customer) => ({
    value: customer.id,
    label: customer.name,
  }));
  if (value && !options.some((option) => option.value === value.value)) options.unshift(value);

  return (
    <>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t('invoices.form.billTo')}
          placeholder={t('invoices.form.chooseClient')}
          required
          searchable
          clearable
          data={options}
          value={value?.value ?? null}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          onChange={(id) => onChange(options.find((option) => option.value === id) ?? null)}
          nothingFoundMessage={clients.isFetching ? t('common.loading') : t('invoices.form.noClientFound')}
          error={error}
          name="customer"
        />
        <Button
          variant="light"
          mt={25}
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setAdding(true)}
        >
          {t('invoices.form.addClient')}
        </Button>
      </Group>
      <ClientFormDrawer
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(customer) => {
          // The panel's save has refreshed the clients already.
          setAdding(false);
          const option = { value: customer.id, label: customer.name };
          setSearch(option.label);
          onChange(option);
        }}
      />
    </>
  );
}
