import { type CSSVariablesResolver, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { NotificationsHost } from '../ui/notifications-host.tsx';
import { theme } from './theme.ts';

// Mantine's dimmed grey is under 4.5:1 on white; these keep secondary text readable in both skins.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d' },
  dark: { '--mantine-color-dimmed': '#a3a3a3' },
});

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.skin });

interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function Providers({ children, env = 'default' }: ProvidersProps) {
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
