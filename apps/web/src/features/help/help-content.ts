// What the help centre and the FAQ show: each entry names its texts by their full keys (so a test can
// check every key is used) and, where it has one, the screen it links to.

/** The four popular topics of the help page (spec §9: help topics 4). */
export const HELP_TOPICS = [
  {
    id: 'resetPassword',
    question: 'help.topics.resetPassword.question',
    answer: 'help.topics.resetPassword.answer',
  },
  {
    id: 'profileName',
    question: 'help.topics.profileName.question',
    answer: 'help.topics.profileName.answer',
  },
  {
    id: 'paymentMethods',
    question: 'help.topics.paymentMethods.question',
    answer: 'help.topics.paymentMethods.answer',
  },
  {
    id: 'sendInvoice',
    question: 'help.topics.sendInvoice.question',
    answer: 'help.topics.sendInvoice.answer',
  },
] as const;

/** The help page's quick links (spec §9: quick links 5). */
export const QUICK_LINKS = [
  { to: '/faq', label: 'help.links.faq' },
  { to: '/invoice/create', label: 'help.links.createInvoice' },
  { to: '/invoice/list', label: 'help.links.invoiceList' },
  { to: '/client/list', label: 'help.links.clientList' },
  { to: '/tax/calculator', label: 'help.links.taxCalculator' },
] as const;

/** The ten questions of the FAQ (spec §2), each with the screen its answer talks about. */
export const FAQ_QUESTIONS = [
  {
    id: 'createInvoice',
    question: 'help.faq.questions.createInvoice.question',
    answer: 'help.faq.questions.createInvoice.answer',
    link: { to: '/invoice/create', label: 'help.faq.questions.createInvoice.link' },
  },
  {
    id: 'editItems',
    question: 'help.faq.questions.editItems.question',
    answer: 'help.faq.questions.editItems.answer',
    link: { to: '/invoice/create', label: 'help.faq.questions.editItems.link' },
  },
  {
    id: 'sendInvoice',
    question: 'help.faq.questions.sendInvoice.question',
    answer: 'help.faq.questions.sendInvoice.answer',
    link: { to: '/invoice/list', label: 'help.faq.questions.sendInvoice.link' },
  },
  {
    id: 'paymentStatus',
    question: 'help.faq.questions.paymentStatus.question',
    answer: 'help.faq.questions.paymentStatus.answer',
    link: { to: '/invoice/list', label: 'help.faq.questions.paymentStatus.link' },
  },
  {
    id: 'templates',
    question: 'help.faq.questions.templates.question',
    answer: 'help.faq.questions.templates.answer',
    link: { to: '/invoice/create', label: 'help.faq.questions.templates.link' },
  },
  {
    id: 'clients',
    question: 'help.faq.questions.clients.question',
    answer: 'help.faq.questions.clients.answer',
    link: { to: '/client/list', label: 'help.faq.questions.clients.link' },
  },
  {
    id: 'downloadFailed',
    question: 'help.faq.questions.downloadFailed.question',
    answer: 'help.faq.questions.downloadFailed.answer',
    link: { to: '/help', label: 'help.faq.questions.downloadFailed.link' },
  },
  {
    id: 'taxCalculator',
    question: 'help.faq.questions.taxCalculator.question',
    answer: 'help.faq.questions.taxCalculator.answer',
    link: { to: '/tax/calculator', label: 'help.faq.questions.taxCalculator.link' },
  },
  {
    // The language menu is in the top bar of every screen: nothing to link to.
    id: 'language',
    question: 'help.faq.questions.language.question',
    answer: 'help.faq.questions.language.answer',
    link: null,
  },
  {
    id: 'free',
    question: 'help.faq.questions.free.question',
    answer: 'help.faq.questions.free.answer',
    link: { to: '/invoice/create', label: 'help.faq.questions.free.link' },
  },
] as const;

/**
 * Guides to the features added since the FAQ's ten questions: the FAQ lists them under their own
 * heading, and the help search looks through them with the rest.
 */
export const FEATURE_GUIDES = [
  {
    id: 'bas',
    question: 'help.faq.guides.bas.question',
    answer: 'help.faq.guides.bas.answer',
    link: { to: '/bas', label: 'help.faq.guides.bas.link' },
  },
  {
    id: 'expenses',
    question: 'help.faq.guides.expenses.question',
    answer: 'help.faq.guides.expenses.answer',
    link: { to: '/expenses', label: 'help.faq.guides.expenses.link' },
  },
  {
    id: 'quotes',
    question: 'help.faq.guides.quotes.question',
    answer: 'help.faq.guides.quotes.answer',
    link: { to: '/quotes', label: 'help.faq.guides.quotes.link' },
  },
  {
    id: 'adjustmentNotes',
    question: 'help.faq.guides.adjustmentNotes.question',
    answer: 'help.faq.guides.adjustmentNotes.answer',
    link: { to: '/invoice/list', label: 'help.faq.guides.adjustmentNotes.link' },
  },
  {
    id: 'recurring',
    question: 'help.faq.guides.recurring.question',
    answer: 'help.faq.guides.recurring.answer',
    link: { to: '/recurring', label: 'help.faq.guides.recurring.link' },
  },
  {
    id: 'partPayments',
    question: 'help.faq.guides.partPayments.question',
    answer: 'help.faq.guides.partPayments.answer',
    link: { to: '/invoice/list', label: 'help.faq.guides.partPayments.link' },
  },
  {
    id: 'twoFactor',
    question: 'help.faq.guides.twoFactor.question',
    answer: 'help.faq.guides.twoFactor.answer',
    link: { to: '/profile', label: 'help.faq.guides.twoFactor.link' },
  },
  {
    id: 'bankImport',
    question: 'help.faq.guides.bankImport.question',
    answer: 'help.faq.guides.bankImport.answer',
    link: { to: '/bank', label: 'help.faq.guides.bankImport.link' },
  },
  {
    // Worded without "transfer" in English: "bank transfer" must keep finding the payment details topic.
    id: 'reconcile',
    question: 'help.faq.guides.reconcile.question',
    answer: 'help.faq.guides.reconcile.answer',
    link: { to: '/bank', label: 'help.faq.guides.reconcile.link' },
  },
  {
    id: 'receiptCapture',
    question: 'help.faq.guides.receiptCapture.question',
    answer: 'help.faq.guides.receiptCapture.answer',
    link: { to: '/expenses', label: 'help.faq.guides.receiptCapture.link' },
  },
  {
    id: 'homeOffice',
    question: 'help.faq.guides.homeOffice.question',
    answer: 'help.faq.guides.homeOffice.answer',
    link: { to: '/tax-time/home-office', label: 'help.faq.guides.homeOffice.link' },
  },
  {
    id: 'carExpenses',
    question: 'help.faq.guides.carExpenses.question',
    answer: 'help.faq.guides.carExpenses.answer',
    link: { to: '/tax-time/car', label: 'help.faq.guides.carExpenses.link' },
  },
  {
    id: 'installApp',
    question: 'help.faq.guides.installApp.question',
    answer: 'help.faq.guides.installApp.answer',
    link: { to: '/dashboard/overview', label: 'help.faq.guides.installApp.link' },
  },
  {
    id: 'paygInstalments',
    question: 'help.faq.guides.paygInstalments.question',
    answer: 'help.faq.guides.paygInstalments.answer',
    link: { to: '/bas', label: 'help.faq.guides.paygInstalments.link' },
  },
  {
    id: 'taxEstimate',
    question: 'help.faq.guides.taxEstimate.question',
    answer: 'help.faq.guides.taxEstimate.answer',
    link: { to: '/tax-time/estimate', label: 'help.faq.guides.taxEstimate.link' },
  },
  {
    id: 'accountantsPack',
    question: 'help.faq.guides.accountantsPack.question',
    answer: 'help.faq.guides.accountantsPack.answer',
    link: { to: '/tax-time/estimate', label: 'help.faq.guides.accountantsPack.link' },
  },
  {
    id: 'toolsEquipment',
    question: 'help.faq.guides.toolsEquipment.question',
    answer: 'help.faq.guides.toolsEquipment.answer',
    link: { to: '/tax-time/assets', label: 'help.faq.guides.toolsEquipment.link' },
  },
] as const;
