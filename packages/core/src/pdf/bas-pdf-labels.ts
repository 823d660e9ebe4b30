import { basPeriodLabel } from '../gst/bas-period-label.ts';
import type { Locale } from '../i18n/locales.ts';

/** The words of the BAS worksheet (PDF and CSV), in the user's language; the ATO's labels stay as codes. */
export interface BasLabels {
  title: string;
  business: string;
  abn: string;
  period: string;
  dueDate: string;
  basis: string;
  cash: string;
  accruals: string;
  lodged: (date: string) => string;
  notLodged: string;
  figure: string;
  amount: string;
  g1: string;
  gstOnSales: string;
  gstOnPurchases: string;
  /** A period's name from its key ("2026-Q4" → "Oct – Dec 2026"). */
  periodName: (key: string) => string;
  /** The line of a correction of an earlier period, named by its key. */
  adjustment: (period: string) => string;
  earlierAdjustments: string;
  /** Says that 1A came to less than zero and the excess is reported at 1B (and the other way). */
  salesToPurchases: string;
  purchasesToSales: string;
  toPay: string;
  refund: string;
  note: string;
}

export const basLabels: Record<Locale, BasLabels> = {
  en: {
    title: 'BAS worksheet (Simpler BAS)',
    business: 'Business',
    abn: 'ABN',
    period: 'Period',
    dueDate: 'Due date',
    basis: 'Accounting basis',
    cash: 'Cash',
    accruals: 'Accruals',
    lodged: (date) => `Marked as lodged on ${date}`,
    notLodged: 'Not lodged yet',
    figure: 'Label',
    amount: 'Amount',
    g1: 'Total sales (including GST)',
    gstOnSales: 'GST on sales',
    gstOnPurchases: 'GST on purchases',
    periodName: (key) => basPeriodLabel(key, 'en'),
    adjustment: (period) => `Adjustment for ${basPeriodLabel(period, 'en')}`,
    earlierAdjustments: 'Adjustments of earlier periods',
    salesToPurchases: 'Decreasing adjustments beyond GST on sales, reported at 1B',
    purchasesToSales: 'Increasing adjustments beyond GST on purchases, reported at 1A',
    toPay: 'Amount to pay',
    refund: 'Refund due',
    note: 'A worksheet to help you fill in your BAS. Check the figures before you lodge with the ATO.',
  },
  de: {
    title: 'BAS-Arbeitsblatt (Simpler BAS)',
    business: 'Unternehmen',
    abn: 'ABN',
    period: 'Zeitraum',
    dueDate: 'Fällig am',
    basis: 'Versteuerungsart',
    cash: 'Ist-Versteuerung (cash)',
    accruals: 'Soll-Versteuerung (accruals)',
    lodged: (date) => `Als eingereicht markiert am ${date}`,
    notLodged: 'Noch nicht eingereicht',
    figure: 'Kennzahl',
    amount: 'Betrag',
    g1: 'Umsätze gesamt (inkl. GST)',
    gstOnSales: 'GST auf Umsätze',
    gstOnPurchases: 'GST auf Einkäufe',
    periodName: (key) => basPeriodLabel(key, 'de'),
    adjustment: (period) => `Korrektur für ${basPeriodLabel(period, 'de')}`,
    earlierAdjustments: 'Korrekturen früherer Zeiträume',
    salesToPurchases: 'Minderungen über die GST auf Umsätze hinaus, unter 1B angegeben',
    purchasesToSales: 'Erhöhungen über die GST auf Einkäufe hinaus, unter 1A angegeben',
    toPay: 'Zu zahlender Betrag',
    refund: 'Erstattung',
    note: 'Ein Arbeitsblatt zum Ausfüllen Ihres BAS. Prüfen Sie die Zahlen, bevor Sie beim ATO einreichen.',
  },
  es: {
    title: 'Hoja de trabajo del BAS (Simpler BAS)',
    business: 'Empresa',
    abn: 'ABN',
    period: 'Período',
    dueDate: 'Vencimiento',
    basis: 'Criterio contable',
    cash: 'Caja',
    accruals: 'Devengo',
    lodged: (date) => `Marcado como presentado el ${date}`,
    notLodged: 'Aún no presentado',
    figure: 'Casilla',
    amount: 'Importe',
    g1: 'Ventas totales (con GST)',
    gstOnSales: 'GST sobre ventas',
    gstOnPurchases: 'GST sobre compras',
    periodName: (key) => basPeriodLabel(key, 'es'),
    adjustment: (period) => `Ajuste de ${basPeriodLabel(period, 'es')}`,
    earlierAdjustments: 'Ajustes de períodos anteriores',
    salesToPurchases: 'Ajustes a la baja que superan el GST sobre ventas, declarados en 1B',
    purchasesToSales: 'Ajustes al alza que superan el GST sobre compras, declarados en 1A',
    toPay: 'Importe a pagar',
    refund: 'Reembolso',
    note: 'Una hoja de trabajo para rellenar su BAS. Revise las cifras antes de presentarlo a la ATO.',
  },
  fr: {
    title: 'Feuille de calcul du BAS (Simpler BAS)',
    business: 'Entreprise',
    abn: 'ABN',
    period: 'Période',
    dueDate: 'Échéance',
    basis: 'Méthode comptable',
    cash: 'Caisse',
    accruals: 'Engagement',
    lodged: (date) => `Marquée comme déposée le ${date}`,
    notLodged: 'Pas encore déposée',
    figure: 'Case',
    amount: 'Montant',
    g1: 'Ventes totales (GST comprise)',
    gstOnSales: 'GST sur les ventes',
    gstOnPurchases: 'GST sur les achats',
    periodName: (key) => basPeriodLabel(key, 'fr'),
    adjustment: (period) => `Ajustement de ${basPeriodLabel(period, 'fr')}`,
    earlierAdjustments: 'Ajustements des périodes précédentes',
    salesToPurchases: 'Ajustements à la baisse au-delà de la GST sur les ventes, déclarés en 1B',
    purchasesToSales: 'Ajustements à la hausse au-delà de la GST sur les achats, déclarés en 1A',
    toPay: 'Montant à payer',
    refund: 'Remboursement',
    note: 'Une feuille de calcul pour remplir votre BAS. Vérifiez les montants avant de déposer auprès de l’ATO.',
  },
  'pt-br': {
    title: 'Planilha do BAS (Simpler BAS)',
    business: 'Empresa',
    abn: 'ABN',
    period: 'Período',
    dueDate: 'Vencimento',
    basis: 'Regime contábil',
    cash: 'Caixa',
    accruals: 'Competência',
    lodged: (date) => `Marcado como entregue em ${date}`,
    notLodged: 'Ainda não entregue',
    figure: 'Campo',
    amount: 'Valor',
    g1: 'Vendas totais (com GST)',
    gstOnSales: 'GST sobre vendas',
    gstOnPurchases: 'GST sobre compras',
    periodName: (key) => basPeriodLabel(key, 'pt-br'),
    adjustment: (period) => `Ajuste de ${basPeriodLabel(period, 'pt-br')}`,
    earlierAdjustments: 'Ajustes de períodos anteriores',
    salesToPurchases: 'Ajustes de redução além do GST sobre vendas, declarados em 1B',
    purchasesToSales: 'Ajustes de aumento além do GST sobre compras, declarados em 1A',
    toPay: 'Valor a pagar',
    refund: 'Reembolso',
    note: 'Uma planilha para ajudar a preencher seu BAS. Confira os valores antes de entregar à ATO.',
  },
};
