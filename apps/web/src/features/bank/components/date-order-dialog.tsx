import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/dormant.tsx';

interface DateOrderDialogProps {
  /** The file whose dates read either way; the dialog is open while there is one. */
  fileName: string | null;
  /** The file is being sent again with the answer. */
  loading: boolean;
  onChoose: (order: 'DMY' | 'MDY') => void;
  onCancel: () => void;
}

/**
 * Asks which way a QIF file's dates are written when every date in it reads as a real day either way
 * (Quicken writes month first, Australian banks day first); the file is then sent again with the answer.
 */
export function DateOrderDialog({ fileName, loading, onChoose, onCancel }: DateOrderDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={fileName !== null}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={t('bank.dateOrder.title')}
      centered
      radius="md"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm">{t('bank.dateOrder.text', { name: fileName ?? '' })}</Text>
          <Text fw={600}>{t('bank.dateOrder.question')}</Text>
        </Stack>
        <Group gap="sm">
          <Button onClick={() => onChoose('DMY')} loading={loading} data-autofocus>
            {t('bank.dateOrder.dayFirst')}
          </Button>
          <Button variant="default" onClick={() => onChoose('MDY')} disabled={loading}>
            {t('bank.dateOrder.monthFirst')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel} disabled={loading}>
            {t('bank.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
