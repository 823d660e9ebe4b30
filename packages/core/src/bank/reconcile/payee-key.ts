// Who a bank line paid or was paid by, without the bank's noise: the key bank rules match and learn
// from. The same shop reads differently on each line (another card, store number, date or reference),
// so the key keeps the words that name the payee and drops everything that changes from line to line.

// How the banks say the channel a payment went through, never who was paid. Longest phrases first, so
// that "VISA DEBIT PURCHASE" goes as a whole before "PURCHASE" could be left behind.
const CHANNEL_WORDS = [
  'VISA DEBIT PURCHASE',
  'VISA DEBIT REFUND',
  'VISA PURCHASE',
  'VISA REFUND',
  'MASTERCARD PURCHASE',
  'DEBIT CARD PURCHASE',
  'DEBIT CARD REFUND',
  'EFTPOS PURCHASE',
  'EFTPOS REFUND',
  'EFTPOS DEBIT',
  'EFTPOS',
  'POS AUTHORISATION',
  'ANZ INTERNET BANKING',
  'ANZ M-BANKING',
  'INTERNET BANKING',
  'INTERNET TRANSFER',
  'MOBILE BANKING',
  'NETBANK',
  'COMMBANK APP',
  'FAST TRANSFER FROM',
  'FAST TRANSFER TO',
  'TRANSFER FROM',
  'TRANSFER TO',
  'TRANSFER CREDIT',
  'TRANSFER DEBIT',
  'INTER-BANK CREDIT',
  'MISCELLANEOUS DEBIT',
  'MISCELLANEOUS CREDIT',
  'DIRECT DEBIT',
  'DIRECT CREDIT',
  'OSKO PAYMENT',
  'OSKO',
  'PAYMENT FROM',
  'PAYMENT TO',
  'PAYMENT BY AUTHORITY TO',
  'DEPOSIT ONLINE',
  'DEPOSIT',
  'WITHDRAWAL ONLINE',
  'WITHDRAWAL',
  'FUNDS TFER',
  'TFER',
  'TFR',
  'BPAY',
  'VALUE DATE',
  // A card named by its number: CommBank's "Card xx2784", Westpac's "Card No. ~007002", ANZ's "CARD 8003".
  'CARD NO',
  'CARD(?= +[X~*#]*\\d)',
];
const CHANNEL = new RegExp(`(?<![A-Z0-9])(?:${CHANNEL_WORDS.join('|')})(?![A-Z0-9])`, 'g');

// The account money went to or came from is who was paid, digits and all: CommBank's "Transfer to
// xx4410", ANZ's "TRANSFER 778812 TO 012345678". Marked before the noise goes, kept after.
const ACCOUNT = /(?<![A-Z0-9])(TO|FROM) +([X~*#]*\d[0-9A-Z-]*)/g;
const ACCOUNT_MARK = '@';

// A token with three digits or more is a reference, card, store number, date or time ("341000",
// "xx2784", "~007002", "V1234", "25/12", "09/02/2025"); shorter ones may be a name ("7-ELEVEN", "K2").
const REFERENCE = /(?:\d\D*){3}/;
// Country and state written after the place of a card purchase ("MOSMAN NS AUS", "SYDNEY NSW AU").
const COUNTRIES = new Set(['AUS', 'AU']);
const STATES = new Set(['NSW', 'NS', 'VIC', 'VI', 'QLD', 'QL', 'SA', 'WA', 'TAS', 'TA', 'NT', 'ACT', 'AC']);
const PUNCTUATION_ONLY = /^[^A-Z0-9]+$/;

/**
 * The part of a bank narrative that names who was paid, upper-cased with single spaces:
 * "VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH" → "BUNNINGS BALGOWLAH". When nothing but
 * noise is left, the whole narrative is the key (a rule must never match everything).
 */
export function payeeKey(description: string): string {
  const whole = description.toUpperCase().replace(/\s+/g, ' ').trim();
  const words = whole
    .replace(ACCOUNT, `$1 ${ACCOUNT_MARK}$2`)
    .replace(CHANNEL, ' ')
    .split(' ')
    .map((word) => word.replace(/^[-:.,;|/]+|[-:.,;|/]+$/g, ''))
    .filter((word) => word !== '' && !PUNCTUATION_ONLY.test(word))
    .flatMap((word) => {
      if (word.startsWith(ACCOUNT_MARK)) return [word.slice(ACCOUNT_MARK.length)];
      return REFERENCE.test(word) ? [] : [word];
    });
  if (words.length > 0 && COUNTRIES.has(words.at(-1) ?? '')) {
    words.pop();
    if (words.length > 1 && STATES.has(words.at(-1) ?? '')) words.pop();
  }
  return words.length > 0 ? words.join(' ') : whole;
}
