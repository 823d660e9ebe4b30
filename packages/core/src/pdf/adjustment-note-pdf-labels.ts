import type { Locale } from '../i18n/locales.ts';

/**
 * The adjustment note's own words in the language of the business issuing it. The title stays
 * "Adjustment Note" in every language, as "Tax Invoice" does: those are the words the ATO asks to see
 * (GSTR 2013/2); `titleInLanguage` says it again in the user's language.
 */
export interface AdjustmentNotePdfLabels {
  title: string;
  titleInLanguage: string | null;
  number: string;
  issueDate: string;
  from: string;
  to: string;
  abn: string;
  /** "Adjusts tax invoice INV-0007 of 03/12/2026" */
  adjusts: (invoice: string, date: string) => string;
  reason: string;
  invoiceTotal: string;
  adjustment: string;
  gstAdjusted: string;
  adjustedTotal: string;
  cancelled: string;
  note: string;
}

export const adjustmentNotePdfLabels: Record<Locale, AdjustmentNotePdfLabels> = {
  en: {
    title: 'Adjustment Note',
    titleInLanguage: null,
    number: 'Note number',
    issueDate: 'Date of issue',
    from: 'From',
    to: 'To',
    abn: 'ABN',
    adjusts: (invoice, date) => `Adjusts tax invoice ${invoice} of ${date}`,
    reason: 'Reason',
    invoiceTotal: 'Invoice total (incl. GST)',
    adjustment: 'Adjustment (incl. GST)',
    gstAdjusted: 'GST adjusted',
    adjustedTotal: 'Invoice total after this adjustment',
    cancelled: 'This note cancels what remained of the invoice.',
    note: 'A decreasing adjustment: the price of the supply above is reduced by the amount shown.',
  },
  de: {
    title: 'Adjustment Note',
    titleInLanguage: 'Korrekturbeleg',
    number: 'Belegnummer',
    issueDate: 'Ausstellungsdatum',
    from: 'Von',
    to: 'An',
    abn: 'ABN',
    adjusts: (invoice, date) => `Korrigiert die Steuerrechnung ${invoice} vom ${date}`,
    reason: 'Grund',
    invoiceTotal: 'Rechnungsbetrag (inkl. GST)',
    adjustment: 'Korrektur (inkl. GST)',
    gstAdjusted: 'Korrigierte GST',
    adjustedTotal: 'Rechnungsbetrag nach dieser Korrektur',
    cancelled: 'Dieser Beleg storniert den verbleibenden Rechnungsbetrag.',
    note: 'Eine Minderung: Der Preis der obigen Leistung sinkt um den angegebenen Betrag.',
  },
  es: {
    title: 'Adjustment Note',
    titleInLanguage: 'Nota de ajuste',
    number: 'Número de nota',
    issueDate: 'Fecha de emisión',
    from: 'De',
    to: 'Para',
    abn: 'ABN',
    adjusts: (invoice, date) => `Ajusta la factura fiscal ${invoice} del ${date}`,
    reason: 'Motivo',
    invoiceTotal: 'Total de la factura (GST incl.)',
    adjustment: 'Ajuste (GST incl.)',
    gstAdjusted: 'GST ajustado',
    adjustedTotal: 'Total de la factura tras este ajuste',
    cancelled: 'Esta nota anula lo que quedaba de la factura.',
    note: 'Un ajuste a la baja: el precio del suministro indicado se reduce en el importe mostrado.',
  },
  fr: {
    title: 'Adjustment Note',
    titleInLanguage: 'Note d’ajustement',
    number: 'Numéro de la note',
    issueDate: 'Date d’émission',
    from: 'De',
    to: 'À',
    abn: 'ABN',
    adjusts: (invoice, date) => `Ajuste la facture fiscale ${invoice} du ${date}`,
    reason: 'Motif',
    invoiceTotal: 'Total de la facture (GST incl.)',
    adjustment: 'Ajustement (GST incl.)',
    gstAdjusted: 'GST ajustée',
    adjustedTotal: 'Total de la facture après cet ajustement',
    cancelled: 'Cette note annule ce qui restait de la facture.',
    note: 'Un ajustement à la baisse : le prix de la fourniture ci-dessus est réduit du montant indiqué.',
  },
  'pt-br': {
    title: 'Adjustment Note',
    titleInLanguage: 'Nota de ajuste',
    number: 'Número da nota',
    issueDate: 'Data de emissão',
    from: 'De',
    to: 'Para',
    abn: 'ABN',
    adjusts: (invoice, date) => `Ajusta a fatura fiscal ${invoice} de ${date}`,
    reason: 'Motivo',
    invoiceTotal: 'Total da fatura (com GST)',
    adjustment: 'Ajuste (com GST)',
    gstAdjusted: 'GST ajustado',
    adjustedTotal: 'Total da fatura após este ajuste',
    cancelled: 'Esta nota cancela o que restava da fatura.',
    note: 'Um ajuste redutor: o preço do fornecimento acima é reduzido pelo valor indicado.',
  },
};
