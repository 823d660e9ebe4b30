import { Stack } from '@mantine/core';
import { todayIn } from '@sorted/core/dates/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appTimeZone } from '../../../lib/app-settings.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QuoteForm } from '../components/quote-form.tsx';
import { QuoteTabs } from '../components/quote-tabs.tsx';
import { emptyQuote } from '../quote-form-model.ts';

/** New quote: the empty form; once saved, the quote opens in its overview. */
export default function AddQuoteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyQuote(todayIn(appTimeZone())));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('quotes.createTitle')}
        crumbs={[{ label: t('quotes.crumb'), to: '/quotes' }, { label: t('quotes.crumbCreate') }]}
      />
      <QuoteTabs active="new" />
      <QuoteForm
        initial={initial}
        initialClient={null}
        onSaved={(quote) => void navigate(`/quotes/${encodeURIComponent(quote.id)}`, { replace: true })}
      />
    </Stack>
  );
}
