import type { Locale } from '../i18n/locales.ts';

export interface PdfLabels {
  taxInvoice: string;
  invoice: string;
  /** A quote's title, number and date labels: a quote is never a tax invoice. */
  quote: string;
  quoteNumber: string;
  validUntil: string;
  /** A quote's revision, printed from the second one on. */
  revision: string;
  number: string;
  issueDate: string;
  dueDate: string;
  from: string;
  billTo: string;
  abn: string;
  item: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  gst: string;
  total: string;
  totalIncludesGst: string;
  notGstRegistered: string;
  paymentDetails: string;
  payId: string;
  payIdName: string;
  bankName: string;
  bsb: string;
  accountNumber: string;
  accountName: string;
  note: string;
  page: (page: number, pages: number) => string;
  gstFree: string;
}

/**
 * The invoice document's own words, in the language of the person issuing it. "Tax Invoice" stays in
 * English in every language: the ATO requires those words on a tax invoice.
 */
export const pdfLabels: Record<Locale, PdfLabels> = {
  en: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Invoice',
    quote: 'Quote',
    quoteNumber: 'Quote number',
    validUntil: 'Valid until',
    revision: 'Revision',
    number: 'Invoice number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    from: 'From',
    billTo: 'Bill to',
    abn: 'ABN',
    item: 'Item',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    gst: 'GST',
    total: 'Total (AUD)',
    totalIncludesGst: 'Total price includes GST',
    notGstRegistered: 'Not registered for GST',
    paymentDetails: 'Payment details',
    payId: 'PayID',
    payIdName: 'PayID name',
    bankName: 'Bank',
    bsb: 'BSB',
    accountNumber: 'Account number',
    accountName: 'Account name',
    note: 'Note',
    page: (page, pages) => `Page ${page} of ${pages}`,
    gstFree: 'GST-free',
  },
  de: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Rechnung',
    quote: 'Angebot',
    quoteNumber: 'Angebotsnummer',
    validUntil: 'Gültig bis',
    revision: 'Version',
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    dueDate: 'Fällig am',
    from: 'Von',
    billTo: 'Rechnung an',
    abn: 'ABN',
    item: 'Position',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    gst: 'GST',
    total: 'Gesamt (AUD)',
    totalIncludesGst: 'Der Gesamtpreis enthält GST',
    notGstRegistered: 'Nicht für die GST registriert',
    paymentDetails: 'Zahlungsdetails',
    payId: 'PayID',
    payIdName: 'Name zur PayID',
    bankName: 'Bank',
    bsb: 'BSB',
    accountNumber: 'Kontonummer',
    accountName: 'Kontoinhaber',
    note: 'Notiz',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    gstFree: 'GST-frei',
  },
  es: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Factura',
    quote: 'Presupuesto',
    quoteNumber: 'Número de presupuesto',
    validUntil: 'Válido hasta',
    revision: 'Revisión',
    number: 'Número de factura',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    from: 'De',
    billTo: 'Facturar a',
    abn: 'ABN',
    item: 'Concepto',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    gst: 'GST',
    total: 'Total (AUD)',
    totalIncludesGst: 'El precio total incluye GST',
    notGstRegistered: 'No registrado en el GST',
    paymentDetails: 'Datos de pago',
    payId: 'PayID',
    payIdName: 'Nombre del PayID',
    bankName: 'Banco',
    bsb: 'BSB',
    accountNumber: 'Número de cuenta',
    accountName: 'Titular',
    note: 'Nota',
    page: (page, pages) => `Página ${page} de ${pages}`,
    gstFree: 'Exento de GST',
  },
  fr: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Facture',
    quote: 'Devis',
    quoteNumber: 'Numéro de devis',
    validUntil: "Valable jusqu'au",
    revision: 'Révision',
    number: 'Numéro de facture',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    from: 'De',
    billTo: 'Facturer à',
    abn: 'ABN',
    item: 'Article',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    gst: 'GST',
    total: 'Total (AUD)',
    totalIncludesGst: 'Le prix total comprend la GST',
    notGstRegistered: 'Non assujetti à la GST',
    paymentDetails: 'Coordonnées de paiement',
    payId: 'PayID',
    payIdName: 'Nom du PayID',
    bankName: 'Banque',
    bsb: 'BSB',
    accountNumber: 'Numéro de compte',
    accountName: 'Titulaire',
    note: 'Note',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    gstFree: 'Exonéré de GST',
  },
  'pt-br': {
    taxInvoice: 'Tax Invoice',
    invoice: 'Fatura',
    quote: 'Orçamento',
    quoteNumber: 'Número do orçamento',
    validUntil: 'Válido até',
    revision: 'Revisão',
    number: 'Número da fatura',
    issueDate: 'Data de emissão',
    dueDate: 'Vencimento',
    from: 'De',
    billTo: 'Cobrar de',
    abn: 'ABN',
    item: 'Item',
    description: 'Descrição',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário',
    amount: 'Valor',
    subtotal: 'Subtotal',
    gst: 'GST',
    total: 'Total (AUD)',
    totalIncludesGst: 'O preço total inclui GST',
    notGstRegistered: 'Não registrado no GST',
    paymentDetails: 'Dados de pagamento',
    payId: 'PayID',
    payIdName: 'Nome do PayID',
    bankName: 'Banco',
    bsb: 'BSB',
    accountNumber: 'Número da conta',
    accountName: 'Titular',
    note: 'Observação',
    page: (page, pages) => `Página ${page} de ${pages}`,
    gstFree: 'Isento de GST',
  },
};
