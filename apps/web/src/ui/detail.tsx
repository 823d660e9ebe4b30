import { Stack, Text } from '@mantine/core';

/**
 * A labelled value of a record's details (a business's, a client's); a dash when there is none. Its line
 * breaks show (an address on its lines).
 */
export function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value || '—'}</Text>
    </Stack>
  );
}
