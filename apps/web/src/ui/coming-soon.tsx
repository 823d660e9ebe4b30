import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title.ts';

interface ComingSoonProps {
  /** The screen's name: heading and page title. */
  title: string;
  /** A short, friendly line about what the screen will do. */
  text: string;
  /** Inside the sign-in card the card is the frame already. */
  framed?: boolean;
  children?: ReactNode;
}

/** Placeholder for a screen a later issue builds, shown inside the real layout. */
export function ComingSoon({ title, text, framed = true, children }: ComingSoonProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const body = (
    <Stack gap="md" align={framed ? 'center' : 'stretch'} ta={framed ? 'center' : 'left'}>
      {framed && (
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={30} stroke={1.6} />
        </ThemeIcon>
      )}
      <Badge variant="light" size="lg" radius="sm" style={{ alignSelf: framed ? 'center' : 'flex-start' }}>
        {t('common.comingSoon')}
      </Badge>
      <Text c="dimmed" maw={520}>
        {text}
      </Text>
      {children}
    </Stack>
  );

  if (!framed) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {body}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        {body}
      </Paper>
    </Stack>
  );
}
