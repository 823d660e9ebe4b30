import { Anchor, Stack, Text } from '@mantine/core';
import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';

/** A phone number as a tel: address: its digits, and a leading + (spaces, dashes and brackets go). */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * How the client reaches the business: its address (as it was typed, over several lines), phone and
 * e-mail, each only when the business filled it in; the phone and e-mail open the client's phone or mail.
 */
export function SellerContact({ seller }: { seller: PublicDocumentAttributes['seller'] }) {
  if (!seller.address && !seller.phone && !seller.email) return null;
  return (
    <Stack gap={2} mt={4} data-testid="seller-contact">
      {seller.address && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {seller.address}
        </Text>
      )}
      {seller.phone && (
        <Text size="sm">
          <Anchor href={telOf(seller.phone)}>{seller.phone}</Anchor>
        </Text>
      )}
      {seller.email && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={`mailto:${seller.email}`}>{seller.email}</Anchor>
        </Text>
      )}
    </Stack>
  );
}
