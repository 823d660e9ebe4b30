// How sure a reconcile suggestion is, 0–100, and the line the screen's "accept all" draws. The levels
// are steps, not a probability: each says which evidence a suggestion rests on, and a suggestion's date
// adds at most DATE_BONUS_MAX to its level, never enough to cross from one step to the next.

/** "Accept all" takes the suggestions at or above this: the evidence names the invoice, client, bill or rule. */
export const BULK_ACCEPT_CONFIDENCE = 80;

export const DATE_BONUS_MAX = 3;

export const CONFIDENCE = {
  /** The narrative names the invoice and the line pays exactly what it still owes. */
  numberAndAmount: 97,
  /** The narrative names every invoice of a set whose outstanding amounts add up to the line. */
  namedSet: 95,
  /** An unpaid bill of the same amount whose supplier the narrative names. */
  billSupplierAndAmount: 92,
  /** A bank rule of the owner's (or learnt from them) matches the line. */
  rule: 90,
  /** The one invoice of the amount whose client the narrative names. */
  clientAndAmount: 88,
  /** A set of named invoices, while the narrative names others as well. */
  namedSetOthersNamed: 85,
  // BULK_ACCEPT_CONFIDENCE (80) lies here: below it, the owner looks before accepting.
  /** Named and the right amount, but the line came before the invoice was issued. */
  numberBeforeIssue: 75,
  /** A named invoice the line pays part of. */
  numberPart: 70,
  /** A set of one client's invoices adding up to the line, the client named. */
  clientSet: 70,
  /** Named invoices whose outstanding amounts add up to more than the line: paid in order, the last in part. */
  namedShort: 65,
  /** The narrative names the ATO (BPAY ATO, Australian Taxation Office): a payment to it or a refund from it. */
  narrativeNamesAto: 75,
  /** The only invoice (or bill) of the amount, nothing else said: Xero's and MYOB's automatic match. */
  amountOnly: 60,
  /** The narrative reads as a transfer to or from the owner's own account ("Transfer to xx1234", savings). */
  narrativeOwnTransfer: 60,
  /** A set adding up to the line, some of it named. */
  namedSomeSet: 60,
  /** Named invoices that the line pays in full with money left over. */
  namedOver: 55,
  /** The most a suggestion can have that leaves out every invoice the narrative names. */
  otherThanNamed: 50,
  /** The client named and the right amount, but before the invoice was issued. */
  clientBeforeIssue: 50,
  /** An unpaid bill of the same amount, its supplier not named, the only one. */
  billAmountOnly: 50,
  /** A set of one client's invoices adding up to the line, the client not named. */
  oneClientSet: 45,
  /** An invoice of a client the narrative names, which the line pays part of. */
  clientPart: 40,
  /** The only invoice of the amount, but the line came before it was issued. */
  amountBeforeIssue: 35,
  /** Two or more candidates as good as each other: the owner must choose. */
  ambiguous: 30,
  /** Invoices of several clients that happen to add up to the line. */
  anySet: 25,
  /** Nothing known of the line: an expense named from the narrative. */
  nothing: 20,
} as const;
