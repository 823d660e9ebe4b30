import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { FAQ_QUESTIONS, FEATURE_GUIDES } from '../help-content.ts';

type Entry = (typeof FAQ_QUESTIONS)[number] | (typeof FEATURE_GUIDES)[number];

/** Questions as an accordion, each answer linking to the screen it talks about. */
function Answers({ entries, testId }: { entries: readonly Entry[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" radius="md" multiple data-testid={testId}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Accordion.Control>
            <Text fw={500}>{t(entry.question)}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" lh={1.6}>
              {t(entry.answer)}
            </Text>
            {entry.link && (
              <Anchor component={Link} to={entry.link.to} size="sm" fw={500} mt="xs" display="inline-block">
                {t(entry.link.label)} →
              </Anchor>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The ten frequently asked questions (spec §2), then the guides to the features added since. */
export default function FaqScreen() {
  const { t } = useTranslation();
  usePageTitle(t('screens.faq.title'));
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('screens.faq.title')}
        </Title>
        <Text c="dimmed">{t('help.faq.intro')}</Text>
      </Stack>
      <Answers entries={FAQ_QUESTIONS} testId="faq-questions" />
      <Stack gap="sm" component="section" aria-labelledby="faq-guides-title">
        <Title order={2} size="h4" id="faq-guides-title">
          {t('help.faq.guidesTitle')}
        </Title>
        <Answers entries={FEATURE_GUIDES} testId="faq-guides" />
      </Stack>
    </Stack>
  );
}
