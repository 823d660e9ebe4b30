import { Group, Radio } from '@mantine/core';
import { isResidency, RESIDENCIES, type Residency } from '@sorted/core/tax/individual-tax';
import { useTranslation } from 'react-i18next';
import { RESIDENCY_LABELS } from '../labels.ts';

/**
 * Resident, foreign resident or working holiday maker for tax purposes; the choices wrap when the names
 * are long. The visa subclasses tell a working holiday maker apart from other visitors.
 */
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
      onChange={(choice) => {
        if (isResidency(choice)) onChange(choice);
      }}
    >
      <Group gap="lg" mt={6} wrap="wrap" align="flex-start">
        {RESIDENCIES.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={t(RESIDENCY_LABELS[choice])}
            description={choice === 'working-holiday' ? t('tax.residency.workingHolidayHint') : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
