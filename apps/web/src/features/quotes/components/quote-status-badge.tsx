import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteDisplayStatus } from '../quotes.ts';

/** Each status's words, written out so the locale check finds every key. */
export const STATUS_LABELS = {
  draft: 'quotes.status.draft',
  sent: 'quotes.status.sent',
  accepted: 'quotes.status.accepted',
  declined: 'quotes.status.declined',
  withdrawn: 'quotes.status.withdrawn',
  expired: 'quotes.status.expired',
} as const satisfies Record<QuoteDisplayStatus, string>;

const COLORS: Record<QuoteDisplayStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'teal',
  declined: 'red',
  withdrawn: 'gray',
  expired: 'orange',
};

/** Where a quote stands, as a coloured badge; converted once it became an invoice; withdrawn outlined. */
export function QuoteStatusBadge({
  status,
  converted,
  ...props
}: { status: QuoteDisplayStatus; converted: boolean } & BadgeProps) {
  const { t } = useTranslation();
  return (
    // A withdrawn quote is kept but closed: outlined, as a voided invoice.
    <Badge
      variant={status === 'withdrawn' && !converted ? 'outline' : 'light'}
      color={converted ? 'grape' : COLORS[status]}
      {...props}
    >
      {converted ? t('quotes.status.converted') : t(STATUS_LABELS[status])}
    </Badge>
  );
}
