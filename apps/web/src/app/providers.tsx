import { type CSSVariablesResolver, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { NotificationsHost } from '../ui/notifications-host.tsx';
import { readableColorVariables } from './readable-colors.ts';
import { themeWithCloseLabel } from './theme.ts';

// Mantine's dimmed grey and error red are under 4.5:1 on the page (the dark skin's grey also on the
// hover grey); these keep secondary text and field errors readable in both skins.
const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const readable = readableColorVariables(resolved);
  return {
    variables: {},
    light: {
      ...readable.light,
      '--mantine-color-dimmed': '#5f666d',
      '--mantine-color-error': 'var(--mantine-color-red-text)',
    },
    dark: {
      ...readable.dark,
      '--mantine-color-dimmed': '#adadad',
      '--mantine-color-error': 'var(--mantine-color-red-text)',
    },
  };
};

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.skin });

interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function Providers({ children, env = 'default' }: ProvidersProps) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWithCloseLabel(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
