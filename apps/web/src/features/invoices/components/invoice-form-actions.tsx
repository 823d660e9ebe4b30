import { Button, Group } from '@mantine/core';
import { IconDownload, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { SaveButton } from '../../sales-documents/index.ts';

interface ActionsProps {
  editing: boolean;
  saving: boolean;
  /** Save is off until something changed. */
  unchanged: boolean;
  downloading: boolean;
  onDownload: () => void;
  /** Only for the role that sees the suggestion (spec §6). */
  suggest?: { busy: boolean; disabled: boolean; onClick: () => void } | undefined;
}

/** Save (Save Changes), Download PDF and, for the grow role, the suggestion. */
export function InvoiceFormActions({
  editing,
  saving,
  unchanged,
  downloading,
  onDownload,
  suggest,
}: ActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <SaveButton saving={saving} unchanged={unchanged}>
        {editing ? t('invoices.form.saveChanges') : t('invoices.form.save')}
      </SaveButton>
      <Button
        variant="default"
        loading={downloading}
        leftSection={<IconDownload size={18} />}
        onClick={onDownload}
      >
        {t('invoices.form.download')}
      </Button>
      {suggest && (
        <HoverTooltip label={t('invoices.form.suggestHint')} multiline w={260}>
          <Button
            variant="light"
            color="grape"
            loading={suggest.busy}
            disabled={suggest.disabled}
            leftSection={<IconSparkles size={18} />}
            onClick={suggest.onClick}
          >
            {t('invoices.form.suggest')}
          </Button>
        </HoverTooltip>
      )}
    </Group>
  );
}
