import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../hover-tooltip.tsx';

/** Light/dark switch; Mantine remembers the choice under the `skin` localStorage key. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const label = dark ? t('topbar.lightSkin') : t('topbar.darkSkin');
  return (
    <HoverTooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <IconSun size={19} stroke={1.7} /> : <IconMoon size={19} stroke={1.7} />}
      </ActionIcon>
    </HoverTooltip>
  );
}
