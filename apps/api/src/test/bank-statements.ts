// Bank statements as the banks write them, for the API's tests of imports (issue 29). Small and
// realistic: the parsers have their own tests of every bank's quirks.

/** One transaction: ISO date, signed cents (money in is positive), the bank's narrative. */
export type Transaction = readonly [date: string, cents: number, description: string];

/** Eight weeks of a sole trader's everyday account, oldest first. */
export const TRANSACTIONS: readonly Transaction[] = [
  ['2026-03-02', -1526, 'WOOLWORTHS 1234 SYDNEY AU Card xx2784 Value Date: 28/02/2026'],
  ['2026-03-03', 220000, 'Direct Credit 301500 BONDI BAKERY INV-0042'],
  ['2026-03-05', -5000, 'Transfer to xx1234 NetBank Savings'],
  ['2026-03-05', -5000, 'Transfer to xx1234 NetBank Savings'],
  ['2026-03-09', -8990, 'BUNNINGS 341000 BALGOWLAH AU Card xx2784 Value Date: 07/03/2026'],
  ['2026-03-13', -1000, 'Account Fee'],
  ['2026-03-16', 132000, 'Direct Credit 301500 MANLY SURF CO INV-0043'],
  ['2026-03-20', -45000, 'BPAY ATO 551234567890 BAS Q3'],
  ['2026-03-23', -1890, 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026'],
  ['2026-03-31', 212, 'Credit Interest'],
  ['2026-04-01', -6500, 'TELSTRA DIRECT DEBIT 0299887766'],
  ['2026-04-07', 99000, 'Fast Transfer From COOGEE CAFE PTY LTD INV-0044'],
  ['2026-04-10', -2350, 'SHELL COLES EXPRESS 2211 MANLY AU Card xx2784 Value Date: 08/04/2026'],
  ['2026-04-14', -1000, 'Account Fee'],
  ['2026-04-20', -12000, 'Transfer to xx1234 NetBank Savings'],
  ['2026-04-24', 48000, 'Direct Credit 301500 BONDI BAKERY INV-0045'],
  ['2026-04-27', -3475, 'WOOLWORTHS 1234 SYDNEY AU Card xx2784 Value Date: 25/04/2026'],
  ['2026-04-30', 198, 'Credit Interest'],
];

/** Where the account stood before the first transaction. */
export const OPENING_CENTS = 150000;

const dollars = (cents: number, sign: boolean) => {
  const text = `${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : sign ? `+${text}` : text;
};
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Each transaction with the balance after it, from the opening balance. */
export function withBalances(
  transactions: readonly Transaction[] = TRANSACTIONS,
  opening = OPENING_CENTS,
): { date: string; cents: number; description: string; balance: number }[] {
  let balance = opening;
  return transactions.map(([date, cents, description]) => {
    balance += cents;
    return { date, cents, description, balance };
  });
}

/**
 * A CommBank NetBank CSV: no header, newest first, `DD/MM/YYYY,"-15.26","Description","+2000.00"`, CRLF.
 * `from`/`to` (indexes into TRANSACTIONS, `to` excluded) make an export of part of the account; `drop`
 * leaves lines out while keeping the balances the bank printed (a statement with a missing stretch).
 */
export function commBankCsv(
  options: {
    from?: number;
    to?: number;
    drop?: readonly number[];
    /** Other transactions than TRANSACTIONS (a test's own statement). */
    transactions?: readonly Transaction[];
  } = {},
): Buffer {
  const transactions = options.transactions ?? TRANSACTIONS;
  const rows = withBalances(transactions)
    .map((line, index) => ({ ...line, index }))
    .slice(options.from ?? 0, options.to ?? transactions.length)
    .filter((line) => !options.drop?.includes(line.index))
    .reverse()
    .map(
      (line) =>
        `${dmy(line.date)},"${dollars(line.cents, true)}","${line.description}","${dollars(line.balance, true)}"`,
    );
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

/** A CommBank CSV whose 12th line has a date no calendar has. */
export function commBankCsvWithBadDate(): Buffer {
  const lines = commBankCsv().toString().split('\r\n');
  lines[11] = (lines[11] ?? '').replace(/^\d\d\/\d\d\/\d{4}/, '31/02/2025');
  return Buffer.from(lines.join('\r\n'));
}

/** The header lines of an OFX 1.02 (SGML) file, before its <OFX> element. */
const OFX_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
];

/** An OFX 1.02 (SGML) statement of three transactions with FITIDs, as a bank's "Quicken/OFX" export. */
export const OFX = Buffer.from(
  [
    ...OFX_HEADER,
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260501120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062000<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20260401<DTEND>20260430',
    '<STMTTRN>',
    '<TRNTYPE>DEBIT',
    '<DTPOSTED>20260401',
    '<TRNAMT>-65.00',
    '<FITID>202604010001',
    '<NAME>TELSTRA DIRECT DEBIT',
    '<MEMO>0299887766',
    '</STMTTRN>',
    '<STMTTRN>',
    '<TRNTYPE>CREDIT',
    '<DTPOSTED>20260407',
    '<TRNAMT>990.00',
    '<FITID>202604070001',
    '<NAME>COOGEE CAFE PTY LTD',
    '<MEMO>INV-0044',
    '</STMTTRN>',
    '<STMTTRN>',
    '<TRNTYPE>DEBIT',
    '<DTPOSTED>20260410',
    '<TRNAMT>-23.50',
    '<FITID>202604100001',
    '<NAME>SHELL COLES EXPRESS',
    '<MEMO>MANLY AU',
    '</STMTTRN>',
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>2814.70<DTASOF>20260430</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n'),
);

/** An OFX download cut short in the middle of its first transaction. */
export const BROKEN_OFX = Buffer.from(OFX.toString().slice(0, OFX.toString().indexOf('<TRNAMT>-65.00')));

/**
 * A CSV in a layout none of the four banks use (ISO dates, money out and in apart, a heading row), and
 * the column mapping that reads it.
 */
export function otherBankCsv(rows: readonly Transaction[] = TRANSACTIONS.slice(0, 6)): Buffer {
  const lines = withBalances(rows).map(
    (line) =>
      `${line.date},REF${line.date.replaceAll('-', '')},"${line.description}",${line.cents < 0 ? dollars(-line.cents, false) : ''},${line.cents > 0 ? dollars(line.cents, false) : ''},${dollars(line.balance, false)}`,
  );
  return Buffer.from(['Posted,Reference,Payee,Withdrawal,Deposit,Running Balance', ...lines, ''].join('\n'));
}

export const OTHER_BANK_MAPPING = {
  skipRows: 1,
  dateColumn: 0,
  dateFormat: 'YYYY-MM-DD',
  amount: { kind: 'split', debitColumn: 3, creditColumn: 4 },
  descriptionColumns: [2],
  balanceColumn: 5,
} as const;

/** A multipart form with the statement file and text fields, as the import screen sends it. */
export function statementForm(
  file: { bytes: Buffer; name?: string; type?: string },
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = '----sorted-statement-boundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const body = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'CSVData.csv'}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Part of TRANSACTIONS (indexes `from` to `to`, `to` excluded) with their balances, oldest first. */
function exportOf(options: { from?: number; to?: number }) {
  return withBalances().slice(options.from ?? 0, options.to ?? TRANSACTIONS.length);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "02 Mar 26", as NAB writes a date. */
const nabDate = (iso: string) =>
  `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(2, 4)}`;

/** An ANZ CSV: no header, oldest first, date, signed amount, description; no balances. */
export function anzCsv(options: { from?: number; to?: number } = {}): Buffer {
  const rows = exportOf(options).map(
    (line) => `${dmy(line.date)},${dollars(line.cents, false)},"${line.description}"`,
  );
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

/** A NAB CSV of 2026: its header, newest first, "02 Mar 26" dates, the unnamed column, a Processed On. */
export function nabCsv(options: { from?: number; to?: number } = {}): Buffer {
  const rows = exportOf(options)
    .reverse()
    .map((line) =>
      [
        nabDate(line.date),
        dollars(line.cents, false),
        '083-123 456789012',
        ' ',
        line.cents < 0 ? 'MISCELLANEOUS DEBIT' : 'INTER-BANK CREDIT',
        line.description,
        dollars(line.balance, false),
        line.cents < 0 ? 'Shopping' : 'Income',
        '',
        nabDate(line.date),
      ].join(','),
    );
  const header =
    'Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name,Processed On';
  return Buffer.from(`${[header, ...rows].join('\n')}\n`);
}

/** A Westpac CSV: its header, the account in every row, debit and credit as positive amounts apart. */
export function westpacCsv(options: { from?: number; to?: number } = {}): Buffer {
  const rows = exportOf(options)
    .reverse()
    .map((line) =>
      [
        '032123456789',
        dmy(line.date),
        `"${line.description}"`,
        line.cents < 0 ? dollars(-line.cents, false) : '',
        line.cents > 0 ? dollars(line.cents, false) : '',
        dollars(line.balance, false),
        line.cents < 0 ? 'PAYMENT' : 'DEP',
        '',
      ].join(','),
    );
  const header = 'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial';
  return Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`);
}

/**
 * An OFX 1.02 export whose FITIDs number its lines 1, 2, 3… afresh in every file, as one Australian
 * bank's do: a FITID alone does not tell one line from another across downloads.
 */
export function ofxExport(options: { from?: number; to?: number } = {}): Buffer {
  const lines = exportOf(options);
  const compact = (iso: string) => iso.replaceAll('-', '');
  const transactions = lines.flatMap((line, index) => [
    '<STMTTRN>',
    `<TRNTYPE>${line.cents < 0 ? 'DEBIT' : 'CREDIT'}`,
    `<DTPOSTED>${compact(line.date)}`,
    `<TRNAMT>${dollars(line.cents, false)}`,
    `<FITID>${index + 1}`,
    `<NAME>${line.description}`,
    '</STMTTRN>',
  ]);
  const last = lines.at(-1);
  return Buffer.from(
    [
      ...OFX_HEADER,
      '<OFX>',
      '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062000<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM>',
      `<BANKTRANLIST><DTSTART>${compact(lines[0]?.date ?? '')}<DTEND>${compact(last?.date ?? '')}`,
      ...transactions,
      '</BANKTRANLIST>',
      `<LEDGERBAL><BALAMT>${dollars(last?.balance ?? 0, false)}<DTASOF>${compact(last?.date ?? '')}</LEDGERBAL>`,
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
      '</OFX>',
      '',
    ].join('\r\n'),
  );
}

/** A QIF export (Westpac offers one): `!Type:Bank`, D/T/P records ended by `^`, day first. */
export function qifExport(options: { from?: number; to?: number } = {}): Buffer {
  const records = exportOf(options).map((line) =>
    [`D${dmy(line.date)}`, `T${dollars(line.cents, false)}`, `P${line.description}`, '^'].join('\n'),
  );
  return Buffer.from(`${['!Type:Bank', ...records].join('\n')}\n`);
}
