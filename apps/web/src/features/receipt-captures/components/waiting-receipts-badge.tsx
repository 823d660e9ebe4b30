import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../ui/hover-tooltip.tsx';
import { useWaitingReceipts } from '../use-waiting-receipts.ts';

/**
 * The top bar's count of receipts snapped offline that wait in this browser to be uploaded; nothing
 * when none wait. The number alone would not say what it counts: the name and the tooltip do.
 */
export function WaitingReceiptsBadge() {
  const { t } = useTranslation();
  const count = useWaitingReceipts();
  if (count === 0) return null;
  const label = t('waitingReceipts.badge', { count });
  return (
    <HoverTooltip label={label} withArrow>
      <Badge
        role="status"
        aria-label={label}
        color="yellow"
        variant="filled"
        size="lg"
        radius="md"
        leftSection={<IconCloudUpload size={16} stroke={1.8} aria-hidden />}
        data-testid="waiting-receipts"
      >
        {count > 99 ? '99+' : count}
      </Badge>
    </HoverTooltip>
  );
}
