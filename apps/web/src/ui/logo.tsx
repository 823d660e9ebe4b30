import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { APP_NAME } from './brand.ts';

const SIZES = {
  xs: { mark: 30, icon: 18, text: 19, gap: 8 },
  sm: { mark: 34, icon: 20, text: 21, gap: 10 },
  lg: { mark: 44, icon: 26, text: 28, gap: 12 },
};

interface LogoProps {
  /** Only the mark, for the collapsed sidebar. */
  markOnly?: boolean;
  size?: keyof typeof SIZES;
}

export function Logo({ markOnly = false, size = 'sm' }: LogoProps) {
  const { mark, icon, text, gap } = SIZES[size];
  return (
    <Group gap={gap} wrap="nowrap" aria-label={markOnly ? APP_NAME : undefined}>
      <ThemeIcon
        size={mark}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo.7', to: 'violet.6', deg: 135 }}
        aria-hidden
      >
        <IconReceipt2 size={icon} stroke={1.8} />
      </ThemeIcon>
      {!markOnly && (
        <Text component="span" fw={750} fz={text} lts={-0.4} lh={1} c="var(--mantine-color-text)">
          {APP_NAME}
        </Text>
      )}
    </Group>
  );
}
