import {
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatAmount, formatDisplayDate } from '@sorted/core/i18n/format';
import {
  IconBell,
  IconChevronDown,
  IconCircleCheck,
  IconEye,
  IconRotate,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortName } from '../../../ui/short-name.ts';
import type { InvoiceSummary } from '../invoices.ts';
import classes from './invoice-card.module.css';

/** What a card is busy doing while its call runs. */
export type CardAction = 'paid' | 'send' | 'remind';

const STATUS_COLOR = { Paid: 'green', Overdue: 'red', Pending: 'gray', Void: 'red' } as const;

function StatusBadge({ status }: { status: InvoiceSummary['display_status'] }) {
  const { t } = useTranslation();
  const label =
    status === 'Void'
      ? t('invoices.void.badge')
      : status === 'Paid'
        ? t('invoiceList.status.paid')
        : status === 'Overdue'
          ? t('invoiceList.status.overdue')
          : t('invoiceList.status.unpaid');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'Pending' ? 'default' : status === 'Void' ? 'outline' : 'light'}
      radius="sm"
    >
      {label}
    </Badge>
  );
}

function DateField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

interface InvoiceCardProps {
  invoice: InvoiceSummary;
  expanded: boolean;
  onToggle: () => void;
  /** The action running on this invoice, if any: its button spins and the others wait. */
  busy: CardAction | null;
  onTogglePaid: () => void;
  onSend: () => void;
  onRemind: () => void;
  onDelete: () => void;
}

/** One invoice: number, client, amount and status; opens to its dates and actions. */
export function InvoiceCard(props: InvoiceCardProps) {
  const { invoice, expanded, onToggle, busy, onTogglePaid, onSend, onRemind, onDelete } = props;
  const { t } = useTranslation();
  const panelId = useId();
  const paid = invoice.display_status === 'Paid';
  // A voided invoice is only looked at: nothing more is done with it.
  const voided = invoice.display_status === 'Void';
  const client = invoice.customerName ?? t('invoiceList.unknownClient');
  // What is still owed (after its adjustment notes and payments) while it is; the total once paid.
  const owing = !paid && !voided;
  const amount = formatAmount(owing ? invoice.balance_due : invoice.total);
  const partial = owing && Number(invoice.balance_due) !== Number(invoice.total);
  const noted = Number(invoice.adjusted) > 0;
  const waiting = busy !== null;

  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
      data-status={invoice.display_status.toLowerCase()}
      data-testid="invoice-card"
    >
      <UnstyledButton
        className={classes.header}
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={2} miw={0}>
            <Text fw={700} className={classes.number}>
              #{invoice.name}
            </Text>
            <Text size="sm" c="dimmed" title={client} className={classes.client}>
              {shortName(client)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('invoiceList.dueOn', { date: formatDisplayDate(invoice.due_date) })}
              {' · '}
              <span data-testid="invoice-sent" data-sent={invoice.sent || undefined}>
                {invoice.sent ? t('invoiceList.wasSent') : t('invoiceList.notSent')}
              </span>
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap" align="center">
            <Stack gap={4} align="flex-end">
              <Text fw={700} className={classes.amount} data-testid="invoice-amount">
                {amount}
              </Text>
              {partial && (
                <Text size="xs" c="dimmed" className={classes.amount} data-testid="invoice-total">
                  {t('invoiceList.ofTotal', { total: formatAmount(invoice.total) })}
                </Text>
              )}
              <Group gap={4} wrap="wrap" justify="flex-end">
                {invoice.payment_state === 'partly-paid' && !voided && (
                  <Badge color="yellow" variant="light" radius="sm">
                    {t('payments.partlyPaid')}
                  </Badge>
                )}
                {noted && (
                  <Badge color="violet" variant="light" radius="sm" data-testid="invoice-noted">
                    {t('invoiceList.adjusted')}
                  </Badge>
                )}
                <StatusBadge status={invoice.display_status} />
              </Group>
            </Stack>
            <IconChevronDown
              size={18}
              aria-hidden
              className={classes.chevron}
              data-expanded={expanded || undefined}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded} id={panelId}>
        <Box className={classes.panel}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="sm">
              <DateField
                label={t('invoiceList.invoiceDate')}
                value={formatDisplayDate(invoice.invoice_date)}
              />
              <DateField label={t('invoiceList.dueDate')} value={formatDisplayDate(invoice.due_date)} />
              <DateField
                label={t('invoiceList.paidDate')}
                value={invoice.paid_date ? formatDisplayDate(invoice.paid_date) : '—'}
              />
              {invoice.ref ? <DateField label={t('invoiceList.ref')} value={invoice.ref} /> : null}
            </SimpleGrid>
            <Group gap="xs" className={classes.actions}>
              {!voided && (
                <Button
                  size="xs"
                  variant={paid ? 'default' : 'light'}
                  color={paid ? 'gray' : 'green'}
                  leftSection={paid ? <IconRotate size={16} /> : <IconCircleCheck size={16} />}
                  loading={busy === 'paid'}
                  disabled={waiting && busy !== 'paid'}
                  onClick={onTogglePaid}
                >
                  {paid ? t('invoiceList.markUnpaid') : t('invoiceList.markPaid')}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEye size={16} />}
                component={Link}
                to={`/invoice/overview/${encodeURIComponent(invoice.id)}`}
              >
                {t('invoiceList.view')}
              </Button>
              {!voided && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconSend size={16} />}
                  loading={busy === 'send'}
                  disabled={waiting && busy !== 'send'}
                  onClick={onSend}
                >
                  {t('invoiceList.send')}
                </Button>
              )}
              {!paid && !voided && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconBell size={16} />}
                  loading={busy === 'remind'}
                  disabled={waiting && busy !== 'remind'}
                  onClick={onRemind}
                >
                  {t('invoiceList.remind')}
                </Button>
              )}
              {!voided && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  disabled={waiting}
                  onClick={onDelete}
                  className={classes.delete}
                >
                  {t('invoiceList.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </Box>
      </Collapse>
    </Card>
  );
}
