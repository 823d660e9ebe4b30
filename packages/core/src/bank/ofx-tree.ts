// OFX as a tree of elements, read the same way from OFX 1.x (SGML: leaf elements are never closed,
// `<TRNAMT>-12.50` then the next tag) and OFX 2.x (XML: every element closed). An aggregate (an element
// holding others) must be closed in both; one left open, or a closing tag that closes nothing, makes
// the file broken, named at its line.

import { StatementProblem } from './statement-problem.ts';

export interface OfxElement {
  name: string;
  /** 1-based line of the opening tag. */
  line: number;
  /** A leaf's text (entities decoded); null for an aggregate. */
  value: string | null;
  children: OfxElement[];
}

// A tag (opening, closing or self-closing), or something to pass over: a processing instruction
// (`<?xml …?>`, `<?OFX …?>`) or a comment.
// Neither may hold "<" or ">", so that a file of unclosed "<?" costs one pass, not one per "<?".
const TOKEN = /<(\/?)([A-Za-z][\w.]*)\s*(\/?)>|<\?[^<>]*\?>|<!--[^<>]*-->/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Token {
  kind: 'open' | 'close' | 'empty';
  name: string;
  start: number;
  end: number;
  line: number;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(TOKEN)) {
    for (
      let at = text.indexOf('\n', counted);
      at !== -1 && at < match.index;
      at = text.indexOf('\n', at + 1)
    ) {
      line += 1;
    }
    counted = match.index;
    const [whole, closing, name, selfClosing] = match;
    if (name === undefined) continue;
    const kind = closing ? 'close' : selfClosing ? 'empty' : 'open';
    tokens.push({
      kind,
      name: name.toUpperCase(),
      start: match.index,
      end: match.index + whole.length,
      line,
    });
  }
  return tokens;
}

// The aggregates read here, which a broken SGML file may leave without their closing tag.
const AGGREGATES = new Set([
  'OFX',
  'BANKMSGSRSV1',
  'CREDITCARDMSGSRSV1',
  'STMTTRNRS',
  'CCSTMTTRNRS',
  'STMTRS',
  'CCSTMTRS',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'LEDGERBAL',
]);

/**
 * The file's elements under a nameless root (`xml` for OFX 2, where every element is closed); the
 * SGML header lines before the first tag are passed over.
 */
export function ofxTree(text: string, xml: boolean): OfxElement {
  const root: OfxElement = { name: '', line: 0, value: null, children: [] };
  const stack: OfxElement[] = [root];
  const top = () => stack.at(-1) ?? root;
  const leftOpen = (element: OfxElement) =>
    new StatementProblem('broken_ofx', element.line, `<${element.name}>`);
  const tokens = tokensOf(text);
  // SGML leaves are never closed, so a tag never closed anywhere in the file is a leaf, even when empty,
  // unless it is one of the aggregates read here; in XML every element is closed.
  const closed = new Set(tokens.filter((token) => token.kind === 'close').map((token) => token.name));
  const isAggregate = (name: string) => xml || AGGREGATES.has(name) || closed.has(name);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (token.kind === 'empty') {
      top().children.push({ name: token.name, line: token.line, value: '', children: [] });
      continue;
    }
    if (token.kind === 'open') {
      const next = tokens[index + 1];
      const value = text.slice(token.end, next?.start ?? text.length).trim();
      if (value !== '' || !isAggregate(token.name)) {
        top().children.push({
          name: token.name,
          line: token.line,
          value: decodeEntities(value),
          children: [],
        });
        if (next?.kind === 'close' && next.name === token.name) index += 1;
        continue;
      }
      const element: OfxElement = { name: token.name, line: token.line, value: null, children: [] };
      top().children.push(element);
      stack.push(element);
      continue;
    }
    // A closing tag closes its element; one opened since with nothing in it was a leaf left empty,
    // anything else left open is a broken file.
    if (!stack.some((open) => open.name === token.name)) {
      throw new StatementProblem('broken_ofx', token.line, `</${token.name}>`);
    }
    while (stack.length > 1 && top().name !== token.name) {
      const open = top();
      if (open.children.length > 0) throw leftOpen(open);
      open.value = '';
      stack.pop();
    }
    stack.pop();
  }
  while (stack.length > 1) {
    const open = top();
    if (open.children.length > 0) throw leftOpen(open);
    open.value = '';
    stack.pop();
  }
  return root;
}

/** The first child element of that name. */
export function childNamed(element: OfxElement, name: string): OfxElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** Every element of that name below, in file order (not looking inside one found). */
export function descendantsNamed(element: OfxElement, name: string): OfxElement[] {
  return element.children.flatMap((child) => (child.name === name ? [child] : descendantsNamed(child, name)));
}
