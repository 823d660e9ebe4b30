/**
 * Breaks text into lines that fit, at spaces where it can, mid-word where it must. `fits` is a number of
 * characters, or a test of one line (the PDF measures it in its font, so a column of wide letters or a
 * column narrowed by large amounts still never runs into the next).
 */
export function wrapText(text: string, fits: number | ((line: string) => boolean)): string[] {
  const fitting = typeof fits === 'number' ? (line: string) => line.length <= fits : fits;
  /** The longest start of `word` that fits, one character at least (a line never stays empty). */
  const head = (word: string) => {
    let end = 1;
    while (end < word.length && fitting(word.slice(0, end + 1))) end++;
    return word.slice(0, end);
  };
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (!fitting(rest)) {
        if (line) {
          lines.push(line);
          line = '';
        }
        const part = head(rest);
        if (part === rest) break;
        lines.push(part);
        rest = rest.slice(part.length);
      }
      if (!line) line = rest;
      else if (fitting(`${line} ${rest}`)) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}
