import { Group, Radio } from '@mantine/core';
import type { Residency } from '@sorted/core/tax/individual-tax';
import { useTranslation } from 'react-i18next';
import { RESIDENCY_LABELS } from '../labels.ts';

/** Resident or foreign resident for tax purposes; the choices wrap when the names are long. */
export function ResidencyField({
  value,
  onChange,
}: {
  value: Residency;
  onChange: (value: Residency) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('tax.fields.residency')}
      value={value}
      onChange={(choice) => onChange(choice === 'foreign' ? 'foreign' : 'resident')}
    >
      <Group gap="lg" mt={6} wrap="wrap">
        {(['resident', 'foreign'] as const).map((choice) => (
          <Radio key={choice} value={choice} label={t(RESIDENCY_LABELS[choice])} />
        ))}
      </Group>
    </Radio.Group>
  );
}
