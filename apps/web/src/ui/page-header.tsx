import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

interface PageHeaderProps {
  title: string;
  crumbs: readonly Crumb[];
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

/** A screen's breadcrumb trail, its heading (and page title) and its main actions. */
export function PageHeader({ title, crumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap={6}>
      <Breadcrumbs separator="›" aria-label={t('common.breadcrumb')} fz="sm">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
