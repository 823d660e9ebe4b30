import { Card, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DashboardCardProps = Omit<CardProps, 'withBorder' | 'radius' | 'padding'> & {
  children: ReactNode;
  /** Its heading's text, or the id of the heading that names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
};

/** One of the dashboard's cards: a bordered section, named for screen readers. */
export function DashboardCard(props: DashboardCardProps) {
  return <Card withBorder radius="md" padding="lg" component="section" {...props} />;
}
