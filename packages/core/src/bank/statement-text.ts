// The text of a statement file. Banks write UTF-8, with a byte-order mark or without; a file the owner
// opened and saved again in Excel on Windows comes back in windows-1252 ("Café" as one byte é). Line
// ends may be CRLF, LF or a lone CR (old Mac exports); they all become LF so that every reader counts
// lines the same way.

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
// WHATWG's "latin1" is windows-1252: the bytes 0x80–0x9F are € ‘ ’ “ ” and friends, as Excel writes them.
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** The file's text with LF line ends, the byte-order mark dropped. */
export function statementText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    // A UTF-8 byte-order mark before text that is not UTF-8 after all (a re-save that kept the mark).
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    text = WINDOWS_1252.decode(bytes.subarray(start));
  }
  return text.replace(/\r\n?/g, '\n');
}
