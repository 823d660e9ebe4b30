import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

interface ErrorScreenProps {
  icon: Icon;
  title: string;
  text: string;
  actions: ReactNode;
  /** Fills the viewport when no layout is around it. */
  fullPage?: boolean;
}

/** A friendly full stop: what happened, in plain words, and what to do next. */
export function ErrorScreen({
  icon: IconComponent,
  title,
  text,
  actions,
  fullPage = false,
}: ErrorScreenProps) {
  usePageTitle(title);
  return (
    <Center mih={fullPage ? '100dvh' : '60dvh'} p="lg">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconComponent size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      </Stack>
    </Center>
  );
}
