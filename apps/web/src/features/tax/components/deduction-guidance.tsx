import { Button, List, Stack, Text } from '@mantine/core';
import { BUSINESS_TYPES, type BusinessType, isBusinessType } from '@sorted/core/tax/business';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/dormant.tsx';
import { Segments } from '../../../ui/segments.tsx';
import { useMedia } from '../../../ui/use-media.ts';
import { BUSINESS_TYPE_LABELS, DEDUCTION_TIPS } from '../labels.ts';

interface DeductionGuidanceProps {
  /** The business type chosen in the calculator: its tips show first. */
  businessType: BusinessType;
}

/** A button that opens five deduction tips for each business type. */
export function DeductionGuidance({ businessType }: DeductionGuidanceProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState<BusinessType>(businessType);
  // Three long names do not fit side by side on a phone in every language.
  const narrow = useMedia('(max-width: 36em)');

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBulb size={18} stroke={1.7} />}
        onClick={() => {
          setShown(businessType);
          setOpened(true);
        }}
      >
        {t('tax.deductions.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('tax.deductions.title')}
        size="lg"
        centered
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tax.deductions.intro')}
          </Text>
          <Segments
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={shown}
            onChange={(value) => {
              if (isBusinessType(value)) setShown(value);
            }}
            data={BUSINESS_TYPES.map((type) => ({ value: type, label: t(BUSINESS_TYPE_LABELS[type]) }))}
            aria-label={t('tax.fields.businessType')}
          />
          <List type="ordered" spacing="sm" data-testid="deduction-tips">
            {DEDUCTION_TIPS[shown].map((key) => (
              <List.Item key={key}>
                <Text size="sm">{t(key)}</Text>
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            {t('tax.deductions.disclaimer')}
          </Text>
          <Button variant="default" onClick={() => setOpened(false)} style={{ alignSelf: 'flex-end' }}>
            {t('tax.deductions.close')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
