import {
  Accordion,
  ActionIcon,
  Anchor,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCalculator,
  IconFilePlus,
  IconFileText,
  IconHelpCircle,
  IconMail,
  IconSearch,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionHeading } from '../../../ui/section-heading.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { SupportRequestForm } from '../components/support-request-form.tsx';
import { FAQ_QUESTIONS, FEATURE_GUIDES, HELP_TOPICS, QUICK_LINKS } from '../help-content.ts';
import { searchTopics } from '../help-search.ts';
import { useSupportContact } from '../support.ts';
import classes from './help-screen.module.css';

const QUICK_LINK_ICONS = {
  '/faq': IconHelpCircle,
  '/invoice/create': IconFilePlus,
  '/invoice/list': IconFileText,
  '/client/list': IconUsers,
  '/tax/calculator': IconCalculator,
} as const;

// The four popular topics, then the FAQ's questions and its feature guides: a search looks through all.
// Ids are prefixed, as a topic and a question may share one.
const POPULAR = HELP_TOPICS.map((topic) => ({ ...topic, id: `topic-${topic.id}`, link: null }));
const SEARCHABLE = [
  ...POPULAR,
  ...FAQ_QUESTIONS.map((question) => ({ ...question, id: `faq-${question.id}` })),
  ...FEATURE_GUIDES.map((guide) => ({ ...guide, id: `guide-${guide.id}` })),
];

function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="nav" aria-labelledby="quick-links-title">
      <Title order={2} size="h4" id="quick-links-title" mb="xs">
        {t('help.quickLinks')}
      </Title>
      <Stack gap={2}>
        {QUICK_LINKS.map((link) => {
          const Icon = QUICK_LINK_ICONS[link.to];
          return (
            <UnstyledButton key={link.to} component={Link} to={link.to} className={classes.quickLink}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
                  <Icon size={18} stroke={1.7} />
                </ThemeIcon>
                <Text fw={500} size="sm" style={{ flex: 1 }}>
                  {t(link.label)}
                </Text>
                <IconArrowRight size={16} className={classes.arrow} aria-hidden />
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Paper>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <Paper withBorder radius="lg" p="md" aria-labelledby="contact-title" component="section">
      <Stack gap="xs">
        <SectionHeading
          id="contact-title"
          size="h4"
          gap="xs"
          title={t('help.contact.title')}
          text={t('help.contact.text')}
        />
        <Group gap="xs" wrap="nowrap">
          <IconMail size={18} stroke={1.7} aria-hidden />
          <Text size="sm" fw={500}>
            {t('help.contact.email')}
          </Text>
        </Group>
        <QueryState query={contact} loading={t('common.loading')} failed={t('help.contact.loadFailed')}>
          {(email) => (
            <Anchor href={`mailto:${email}`} data-testid="support-email" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/** Help centre: search through the topics, quick links, the popular topics, and support. */
export default function HelpScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screens.help.title'));
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const shown = searching
    ? searchTopics(SEARCHABLE, query, (entry) => [t(entry.question), t(entry.answer)], i18n.resolvedLanguage)
    : POPULAR;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('screens.help.title')}
        </Title>
        <Text c="dimmed">{t('help.intro')}</Text>
      </Stack>

      <TextInput
        size="md"
        radius="md"
        type="search"
        aria-label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        leftSection={<IconSearch size={18} stroke={1.7} />}
        rightSection={
          searching ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setQuery('')}
              aria-label={t('help.clearSearch')}
            >
              <IconX size={16} />
            </ActionIcon>
          ) : null
        }
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        className={classes.search}
      />

      {/* Topics, then quick links and contact beside them (below them on a phone), then the form. */}
      <div className={classes.layout}>
        <section aria-labelledby="topics-title" className={classes.topics}>
          <Title order={2} size="h4" id="topics-title" mb="sm">
            {searching ? t('help.results') : t('help.popularTopics')}
          </Title>
          {shown.length === 0 ? (
            <Paper withBorder radius="lg" p="lg" role="status">
              <Text fw={500}>{t('help.noResults', { query: query.trim() })}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('help.noResultsHint')}
              </Text>
            </Paper>
          ) : (
            <Accordion variant="separated" radius="md" data-testid="help-topics">
              {shown.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control>
                    <Text fw={500}>{t(entry.question)}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" className={classes.answer}>
                      {t(entry.answer)}
                    </Text>
                    {entry.link && (
                      <Anchor
                        component={Link}
                        to={entry.link.to}
                        size="sm"
                        fw={500}
                        mt="xs"
                        display="inline-block"
                      >
                        {t(entry.link.label)} →
                      </Anchor>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </section>
        <Stack gap="lg" className={classes.side}>
          <QuickLinks />
          <ContactCard />
        </Stack>
        <div className={classes.form}>
          <SupportRequestForm />
        </div>
      </div>
    </Stack>
  );
}
