import { type CSSVariablesResolver, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
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

const onLanguageChange = (redraw: () => void) => {
  i18next.on('languageChanged', redraw);
  return () => i18next.off('languageChanged', redraw);
};
const closeLabel = () => i18next.t('common.close');

/**
 * The close buttons' label, redrawn when the language changes. Not useTranslation: that also redraws
 * when texts are added (every feature's arrive past sign-in), and each redraw of the provider gives
 * Mantine a new context, which redraws every Mantine component on the page at once.
 */
const useCloseLabel = () => useSyncExternalStore(onLanguageChange, closeLabel);

interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function Providers({ children, env = 'default' }: ProvidersProps) {
  const label = useCloseLabel();
  const theme = useMemo(() => themeWithCloseLabel(label), [label]);
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
