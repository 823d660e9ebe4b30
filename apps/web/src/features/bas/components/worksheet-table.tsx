import { Anchor, Table, Text } from '@mantine/core';
import { formatAmount } from '@sorted/core/i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../ui/table-head.tsx';
import type { BasFigure, BasPeriodAttributes } from '../bas.ts';
import { FIGURES, useFigureLabel, usePeriodName } from '../bas-figures.ts';

/** A figure's row: its code in bold, then what the row is. */
function FigureName({ code, children }: { code: string; children: ReactNode }) {
  return (
    <>
      <Text span fw={700} mr="sm">
        {code}
      </Text>
      {children}
    </>
  );
}

/**
 * The worksheet's figures (each a button showing the records behind it), the adjustments of earlier
 * periods, the labels as reported, and what is to pay or refunded.
 */
export function WorksheetTable({
  period,
  figure,
  onFigure,
}: {
  period: BasPeriodAttributes;
  figure: BasFigure | null;
  onFigure: (figure: BasFigure | null) => void;
}) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const figureLabel = useFigureLabel();
  const net = Number(period.total.net);
  // A lodged period that reported adjustments of earlier periods shows them as one sum.
  const reported = period.lodgement?.adjustment;
  const carried = reported && FIGURES.some((entry) => Number(reported[entry.field]) !== 0) ? reported : null;
  const adjusted = period.adjustments.length > 0 || carried !== null;
  // The BAS takes the labels (never below zero, the same net); when adjusted, the period's own figures
  // and the adjustments above them stay as summed, so that the lines add up, and the labels come last.
  const shown = adjusted ? (period.lodgement?.reported ?? period.figures) : period.labels;
  const shifts = [
    { amount: period.label_shifts.sales_to_purchases, text: t('bas.salesToPurchases'), id: 'sales' },
    { amount: period.label_shifts.purchases_to_sales, text: t('bas.purchasesToSales'), id: 'purchases' },
  ].filter((shift) => Number(shift.amount) !== 0);

  return (
    <Table>
      <TableHead columns={[t('bas.figure'), { amount: t('bas.amount') }]} />
      <Table.Tbody>
        {FIGURES.map((entry) => (
          <Table.Tr key={entry.figure}>
            <Table.Td>
              <FigureName code={entry.code}>{figureLabel(entry.figure)}</FigureName>
            </Table.Td>
            <Table.Td ta="right">
              <Anchor
                component="button"
                type="button"
                onClick={() => onFigure(figure === entry.figure ? null : entry.figure)}
                aria-pressed={figure === entry.figure}
                data-testid={`bas-figure-${entry.figure}`}
              >
                {formatAmount(shown[entry.field])}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
        {period.adjustments.map((line) =>
          FIGURES.map((entry) => (
            <Table.Tr key={`${line.period_key}-${entry.figure}`} data-testid="bas-adjustment">
              <Table.Td>
                <FigureName code={entry.code}>
                  {t('bas.adjustment', { period: periodName(line.period_key) })}
                </FigureName>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(line[entry.field])}</Table.Td>
            </Table.Tr>
          )),
        )}
        {carried &&
          FIGURES.map((entry) => (
            <Table.Tr key={`earlier-${entry.figure}`} data-testid="bas-adjustment">
              <Table.Td>
                <FigureName code={entry.code}>{t('bas.earlierAdjustments')}</FigureName>
              </Table.Td>
              <Table.Td ta="right">{formatAmount(carried[entry.field])}</Table.Td>
            </Table.Tr>
          ))}
        {adjusted &&
          FIGURES.map((entry) => (
            <Table.Tr key={`total-${entry.figure}`}>
              <Table.Td fw={700}>
                <FigureName code={entry.code}>{t('bas.withAdjustments')}</FigureName>
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid={`bas-label-${entry.figure}`}>
                {formatAmount(period.labels[entry.field])}
              </Table.Td>
            </Table.Tr>
          ))}
        {shifts.map((shift) => (
          <Table.Tr key={shift.id} data-testid="bas-label-shift">
            <Table.Td>
              <Text span size="sm" c="dimmed">
                {shift.text}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text span size="sm" c="dimmed">
                {formatAmount(shift.amount)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>{net < 0 ? t('bas.refund') : t('bas.toPay')}</Table.Td>
          <Table.Td ta="right" fw={700} data-testid="bas-net">
            {formatAmount(String(Math.abs(net).toFixed(2)))}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
