import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface AuthLink {
  to: string;
  label: string;
  /** Words before the link, e.g. "New here?". */
  lead?: string;
}

/** The small links under a sign-in card: to the neighbouring screens. */
export function AuthLinks({ links }: { links: AuthLink[] }) {
  return (
    <Stack gap={6} mt="xs">
      {links.map((link) => (
        <Text key={link.to} size="sm">
          {link.lead && <>{link.lead} </>}
          <Anchor component={Link} to={link.to} fw={500}>
            {link.label}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
