import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../ui/use-page-title.ts';

interface AuthScreenHeaderProps {
  /** The screen's name: its heading and the page title. */
  title: string;
  subtitle?: ReactNode;
}

/** The heading of a sign-in card, with a short line under it. */
export function AuthScreenHeader({ title, subtitle }: AuthScreenHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap={6}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
