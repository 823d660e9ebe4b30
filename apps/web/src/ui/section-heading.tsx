import { Stack, Text, Title, type TitleProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface SectionHeadingProps {
  /** The id a section's `aria-labelledby` names. */
  id?: string;
  title: ReactNode;
  /** A dimmed line under the title. */
  text?: ReactNode;
  size?: TitleProps['size'];
  gap?: number | string;
  style?: CSSProperties;
}

/** A section's second-level heading with its dimmed line of explanation. */
export function SectionHeading({ id, title, text, size = 'h3', gap = 4, style }: SectionHeadingProps) {
  return (
    <Stack gap={gap} style={style}>
      <Title order={2} size={size} id={id}>
        {title}
      </Title>
      {text !== undefined && (
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      )}
    </Stack>
  );
}
