import { Loader, Stack, Text } from '@mantine/core';
import { AuthScreenHeader } from './auth-screen-header.tsx';

/** A signed-out screen that only waits for the server (a link being checked, a sign-in being finished). */
export function AuthProgress({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="lg">
      <AuthScreenHeader title={title} />
      <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Stack>
  );
}
