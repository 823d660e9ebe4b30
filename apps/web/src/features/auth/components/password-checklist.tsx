import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem, ChecklistKey } from '../password-checklist.ts';

interface PasswordChecklistProps {
  id: string;
  items: readonly ChecklistItem[];
}

/** The live checklist under the new-password fields: each rule ticks as the password meets it. */
export function PasswordChecklist({ id, items }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const labels: Partial<Record<ChecklistKey, string>> = {
    password_min: t('auth.rules.min'),
    password_uppercase: t('auth.rules.uppercase'),
    password_lowercase: t('auth.rules.lowercase'),
    password_number: t('auth.rules.number'),
    password_match: t('auth.rules.match'),
  };

  return (
    <Box
      id={id}
      p="sm"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text size="sm" fw={600} mb={6}>
        {t('auth.rules.title')}
      </Text>
      <List spacing={4} size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.key}
            data-rule={item.key}
            data-met={item.met}
            c={item.met ? 'var(--mantine-color-text)' : 'dimmed'}
            icon={
              item.met ? (
                <ThemeIcon size={18} radius="xl" color="teal" aria-hidden>
                  <IconCheck size={12} stroke={3} />
                </ThemeIcon>
              ) : (
                <Box
                  aria-hidden
                  w={18}
                  h={18}
                  bd="1.5px solid light-dark(var(--mantine-color-gray-5), var(--mantine-color-dark-2))"
                  style={{ borderRadius: '50%' }}
                />
              )
            }
          >
            <VisuallyHidden>{item.met ? t('auth.rules.met') : t('auth.rules.notMet')}</VisuallyHidden>
            {labels[item.key] ?? item.key}
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
