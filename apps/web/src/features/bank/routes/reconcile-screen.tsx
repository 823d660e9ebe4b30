import { Anchor, Group, Kbd, Stack, Text } from '@mantine/core';
import { decisionOfSuggestion } from '@sorted/core/bank/reconcile/suggestion-decision';
import { IconChecks } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { refusalText } from '../../../lib/refusal-text.ts';
import { notify } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { NotFoundAlert } from '../../../ui/record-state.tsx';
import { useAllCompanies } from '../../businesses/index.ts';
import { useBankAccount } from '../bank-accounts.ts';
import { AcceptAll } from '../components/accept-all.tsx';
import { type Decide, DecisionPanel } from '../components/decision-panel.tsx';
import { ReconcileLineCard } from '../components/reconcile-line-card.tsx';
import {
  type Decision,
  type ReconcileLine,
  type ReconcilePage,
  useReconcileLine,
  useReconcilePage,
  useUndoReconciliation,
} from '../reconcile.ts';
import { KIND_LABELS } from '../suggestion-text.ts';

/** The screen's keys (the keys' own names, the same in every language) and what each does. */
const KEYS = [
  { keys: ['↑', '↓', 'k', 'j'], does: 'bank.reconcile.keys.move' },
  { keys: ['Enter', 'o'], does: 'bank.reconcile.keys.ok' },
  { keys: ['e'], does: 'bank.reconcile.keys.other' },
] as const;

function KeyLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" data-testid="reconcile-keys">
      {KEYS.map(({ keys, does }) => (
        <Group key={does} gap={4} wrap="nowrap">
          {keys.map((key) => (
            <Kbd key={key}>{key}</Kbd>
          ))}
          <Text size="sm" c="dimmed">
            {t(does)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The card of a line, by its id. */
const cardOf = (list: HTMLElement | null, id: string | undefined) =>
  id ? list?.querySelector<HTMLElement>(`[data-line-id="${CSS.escape(id)}"]`) : null;

function ReconcileList({
  accountId,
  page,
  gstRegistered,
}: {
  accountId: string;
  page: ReconcilePage;
  gstRegistered: boolean;
}) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [other, setOther] = useState<ReconcileLine | null>(null);
  const reconcile = useReconcileLine(accountId);
  const undo = useUndoReconciliation();
  const { lines } = page;

  /** After a line leaves, the focus goes to the one that takes its place (or the one before, at the end). */
  const focusAfter = (line: ReconcileLine) => {
    const index = lines.findIndex((each) => each.id === line.id);
    const next = lines[index + 1] ?? lines[index - 1];
    requestAnimationFrame(() => cardOf(listRef.current, next?.id)?.focus());
  };

  const offerUndo = (line: ReconcileLine, decision: Decision) => {
    notify.undoable(
      t('bank.reconcile.done', { line: line.description, kind: t(KIND_LABELS[decision.kind]) }),
      {
        label: t('bank.reconcile.undo'),
        onUndo: () =>
          undo.mutate(line.id, {
            onSuccess: () => notify.success(t('bank.reconcile.undone', { line: line.description })),
            onError: (error) =>
              notify.error(
                refusalText(error, i18n.resolvedLanguage, [409, 422]) ?? t('bank.reconcile.undoFailed'),
                error,
              ),
          }),
      },
    );
  };

  const decide: Decide = (line, decision, handlers) => {
    // mutateAsync, not mutate's callbacks: the last line's decision empties the list, which unmounts
    // this component, and the toast with its Undo must still come.
    reconcile.mutateAsync({ line, decision }).then(
      () => {
        focusAfter(line);
        offerUndo(line, decision);
        handlers.onSuccess();
      },
      (error: Error) => handlers.onError(error),
    );
  };

  const accept = (line: ReconcileLine) => {
    const suggestion = line.suggestions[chosen[line.id] ?? 0];
    if (!suggestion || reconcile.isPending) return;
    decide(line, decisionOfSuggestion(suggestion), {
      onSuccess: () => undefined,
      onError: (error) =>
        notify.error(
          refusalText(error, i18n.resolvedLanguage, [409, 422]) ?? t('bank.reconcile.failed'),
          error,
        ),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (TYPING.has(target.tagName) && target.getAttribute('type') !== 'radio') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const card = target.closest<HTMLElement>('[data-line-id]');
    const index = lines.findIndex((line) => line.id === card?.dataset.lineId);
    const line = lines[index];
    const move = (by: number) => {
      event.preventDefault();
      const next = lines[Math.min(Math.max(index + by, 0), lines.length - 1)];
      cardOf(listRef.current, next?.id)?.focus();
    };
    if (event.key === 'ArrowDown' || event.key === 'j') {
      if (target.getAttribute('type') !== 'radio') move(index < 0 ? 0 : 1);
    } else if (event.key === 'ArrowUp' || event.key === 'k') {
      if (target.getAttribute('type') !== 'radio') move(index < 0 ? 0 : -1);
    } else if (line && (event.key === 'o' || (event.key === 'Enter' && target === card))) {
      event.preventDefault();
      accept(line);
    } else if (line && event.key === 'e') {
      event.preventDefault();
      setOther(line);
    }
  };

  return (
    <Stack gap="md">
      <AcceptAll accountId={accountId} lines={lines} threshold={page.bulkConfidence} />
      <KeyLegend />
      {/* The keys act on the card in focus; each card and its buttons are reachable by Tab too. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the list only passes its cards' keys on */}
      <div ref={listRef} onKeyDown={onKeyDown} data-testid="reconcile-list">
        <Stack gap="sm">
          {lines.map((line) => (
            <ReconcileLineCard
              key={line.id}
              line={line}
              chosen={chosen[line.id] ?? 0}
              bulkConfidence={page.bulkConfidence}
              busy={reconcile.isPending && reconcile.variables?.line.id === line.id}
              onChoose={(index) => setChosen((before) => ({ ...before, [line.id]: index }))}
              onAccept={() => accept(line)}
              onOther={() => setOther(line)}
            />
          ))}
        </Stack>
      </div>
      {page.total > lines.length && (
        <Text size="sm" c="dimmed">
          {t('bank.reconcile.more', { count: page.total - lines.length })}
        </Text>
      )}
      <DecisionPanel
        line={other}
        gstRegistered={gstRegistered}
        decide={decide}
        onClose={() => setOther(null)}
      />
    </Stack>
  );
}

/** A bank account's lines still to reconcile, oldest first, each with what Sorted suggests it is. */
export default function ReconcileScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useBankAccount(id);
  const query = useReconcilePage(id);
  const companies = useAllCompanies();
  const name = account.data?.name ?? t('bank.account.title');
  // Until the business is known, the GST is asked for: a registered business is the common case.
  const gstRegistered =
    companies.data?.find((company) => company.id === account.data?.companyId)?.gst_registered ?? true;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bank.reconcile.title', { name })}
        crumbs={[
          { label: t('nav.finance') },
          { label: t('bank.title'), to: '/bank' },
          { label: name, to: `/bank/${id}` },
          { label: t('bank.reconcile.crumb') },
        ]}
      />
      <Group gap="md">
        <Anchor component={Link} to="/bank/rules" size="sm">
          {t('bank.rules.title')}
        </Anchor>
      </Group>
      <QueryState
        query={query}
        loading={t('bank.reconcile.loading')}
        failed={t('bank.reconcile.loadFailed')}
        isEmpty={(page) => page.lines.length === 0}
        empty={
          <EmptyState
            testId="reconcile-empty"
            icon={<IconChecks size={40} stroke={1.4} aria-hidden />}
            title={t('bank.reconcile.empty')}
            text={t('bank.reconcile.emptyText')}
          />
        }
        notFound={
          <NotFoundAlert
            title={t('bank.account.notFound')}
            back={{ label: t('bank.account.backToList'), to: '/bank' }}
          />
        }
      >
        {(page) => <ReconcileList accountId={id} page={page} gstRegistered={gstRegistered} />}
      </QueryState>
    </Stack>
  );
}
