import { Box, Button, Menu } from '@mantine/core';
import { isLocale } from '@sorted/core/i18n/locales';
import { IconChevronDown, IconChevronUp, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseLanguage,
  isMoreLanguage,
  languageOf,
  MORE_LANGUAGES,
  OFFERED_LANGUAGES,
} from '../../lib/languages.ts';
import { useDormantMenu } from '../dormant-menu.ts';

/**
 * The top bar's language switch: English, Español and Português, and under "More languages" Deutsch and
 * Français. The choice is remembered (see chooseLanguage).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage);
  const [showMore, setShowMore] = useState(false);
  const moreShown = showMore || isMoreLanguage(current.code);

  const menu = useDormantMenu();

  const choose = (code: string) => {
    if (isLocale(code)) void chooseLanguage(code);
  };

  const trigger = (
    <Button
      variant="default"
      radius="md"
      px="sm"
      leftSection={<IconLanguage size={18} stroke={1.7} />}
      aria-label={t('topbar.language', { language: current.name })}
      aria-haspopup="menu"
      {...menu.triggerProps}
    >
      <Box component="span" visibleFrom="sm">
        {current.name}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {current.short}
      </Box>
      <Box component="span" visibleFrom="sm" ml={8} display="inline-flex">
        <IconChevronDown size={14} />
      </Box>
    </Button>
  );
  if (!menu.armed) return trigger;

  return (
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      closeOnItemClick
      opened={menu.opened}
      onChange={menu.setOpened}
      onClose={() => setShowMore(false)}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.languages')}</Menu.Label>
        <Menu.RadioGroup value={current.code} onChange={choose}>
          {OFFERED_LANGUAGES.map((language) => (
            <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
              {language.name}
            </Menu.RadioItem>
          ))}
          <Menu.Divider />
          <Menu.Item
            closeMenuOnClick={false}
            aria-expanded={moreShown}
            rightSection={moreShown ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setShowMore((shown) => !shown)}
            c="dimmed"
          >
            {t('topbar.moreLanguages')}
          </Menu.Item>
          {moreShown &&
            MORE_LANGUAGES.map((language) => (
              <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
                {language.name}
              </Menu.RadioItem>
            ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
