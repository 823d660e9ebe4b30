import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OFFERED_LANGUAGES } from '../../lib/languages.ts';

/** The top bar's language switch; i18n remembers the choice as `locale` and sets <html lang>. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current =
    OFFERED_LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? OFFERED_LANGUAGES[0];
  return (
    <Menu position="bottom-end" width={180} shadow="md" closeOnItemClick>
      <Menu.Target>
        <Button
          variant="default"
          radius="md"
          px="sm"
          leftSection={<IconLanguage size={18} stroke={1.7} />}
          aria-label={t('topbar.language', { language: current.name })}
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.languages')}</Menu.Label>
        <Menu.RadioGroup value={current.code} onChange={(code) => void i18n.changeLanguage(code)}>
          {OFFERED_LANGUAGES.map((language) => (
            <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
              {language.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
