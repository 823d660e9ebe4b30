import fc from 'fast-check';
import { JSON_API } from '../plugins/json-api.ts';
import {
  extraFieldName,
  HUGE_LENGTH,
  hostileValue,
  noise,
  RawNumber,
  stringTaint,
} from './hostile-values.ts';

/** What the fuzzer sends: the bytes of a body (none when undefined) and its content type (none when undefined). */
export interface HostileBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

type Path = ReadonlyArray<string | number>;

type Mutation =
  | { kind: 'replace'; path: Path; value: unknown }
  | { kind: 'remove'; path: Path }
  | { kind: 'extra'; path: Path; name: string; value: unknown }
  | { kind: 'wrap'; path: Path }
  | { kind: 'taint'; path: Path; taint: (text: string) => string }
  | { kind: 'extremes'; paths: Path[]; value: unknown };

const RAW_MARK = '~~raw-number~~';

/** JSON text of a value that may hold RawNumbers, which are written out as bare literals. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawNumber ? `${RAW_MARK}${item.literal}${RAW_MARK}` : item,
  );
  return (text ?? 'null').replace(new RegExp(`"${RAW_MARK}([^"]*)${RAW_MARK}"`, 'g'), '$1');
}

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof RawNumber);

/** The places in a document whose values pass `test`. */
function leafPathsOf(value: unknown, test: (leaf: unknown) => boolean, path: Path = []): Path[] {
  if (test(value)) return [path];
  if (!isContainer(value)) return [];
  const keys = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  return keys.flatMap((key) => leafPathsOf(value[key], test, [...path, key]));
}

const stringPathsOf = (value: unknown) => leafPathsOf(value, (leaf) => typeof leaf === 'string');

/**
 * Numbers, and strings that read as one (amounts such as "120.00"), other than ids: those must name
 * records for a write to get as far as its arithmetic.
 */
function numberPathsOf(value: unknown): Path[] {
  const isNumber = (leaf: unknown) =>
    typeof leaf === 'number' || (typeof leaf === 'string' && /^-?\d+(\.\d+)?$/.test(leaf));
  return leafPathsOf(value, isNumber).filter((path) => !/(^|_)id$/.test(String(path.at(-1))));
}

/** Values at or past the limits of amounts, quantities and ids, for every number of a document at once. */
const extremeNumber = fc.constantFrom(
  1_000_000,
  '1000000',
  99_999_999.99,
  '100000000.00',
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 - 1,
  '9007199254740993',
);

/** Every place in a document, the document itself included. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (!isContainer(value)) return [path];
  const keys = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  return [path, ...keys.flatMap((key) => pathsOf(value[key], [...path, key]))];
}

/** A copy of `root` with the value at `path` changed by `change`; the original, and anything inserted, stay untouched. */
function updateAt(root: unknown, path: Path, change: (value: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(root);
  if (!isContainer(root) || !(head in root)) return root;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string | number, unknown>;
  copy[head] = updateAt(root[head], rest, change);
  return copy;
}

function applyMutation(document: unknown, mutation: Mutation): unknown {
  switch (mutation.kind) {
    case 'replace':
      return updateAt(document, mutation.path, () => mutation.value);
    case 'wrap':
      return updateAt(document, mutation.path, (value) => [value]);
    case 'extremes':
      return mutation.paths.reduce((result, path) => updateAt(result, path, () => mutation.value), document);
    case 'taint':
      return updateAt(document, mutation.path, (value) =>
        typeof value === 'string' ? mutation.taint(value) : value,
      );
    case 'extra':
      return updateAt(document, mutation.path, (value) =>
        isContainer(value) && !Array.isArray(value)
          ? // fromEntries makes even "__proto__" an own field, so it reaches the JSON text.
            { ...value, ...Object.fromEntries([[mutation.name, mutation.value]]) }
          : value,
      );
    case 'remove': {
      const parent = mutation.path.slice(0, -1);
      const key = mutation.path.at(-1);
      return updateAt(document, parent, (value) => {
        if (key === undefined || !isContainer(value)) return value;
        if (Array.isArray(value)) return value.filter((_item, index) => index !== key);
        const { [key]: _removed, ...rest } = value;
        return rest;
      });
    }
  }
}

/**
 * The valid document with one to three of its parts replaced, removed, wrapped in arrays or given extra
 * fields, one of its strings spoilt, or its numbers pushed to their limits.
 */
export function mutatedDocument(valid: unknown): fc.Arbitrary<unknown> {
  const path = fc.constantFrom(...pathsOf(valid));
  const stringPaths = stringPathsOf(valid);
  const numberPaths = numberPathsOf(valid);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace'), path, value: hostileValue }) },
    ...(stringPaths.length > 0
      ? [
          {
            weight: 4,
            arbitrary: fc.record({
              kind: fc.constant('taint'),
              path: fc.constantFrom(...stringPaths),
              taint: stringTaint,
            }),
          },
        ]
      : []),
    // Quantity and price at their limits together: what no single replaced field reaches.
    ...(numberPaths.length > 0
      ? [
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('extremes'),
              paths: fc.subarray(numberPaths, { minLength: 1 }),
              value: extremeNumber,
            }),
          },
        ]
      : []),
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove'), path }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('extra'), path, name: extraFieldName, value: hostileValue }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap'), path }) },
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => mutations.reduce(applyMutation, valid));
}

const json = (payload: string, contentType: string = JSON_API): HostileBody => ({ payload, contentType });

/** Bodies that are not JSON at all, or JSON that no document looks like. */
function brokenJson(valid: unknown): fc.Arbitrary<HostileBody> {
  const text = toJsonText(valid);
  return fc
    .oneof(
      fc.constantFrom(
        '',
        ' ',
        'not json',
        '{',
        '{"data":',
        "{'data': {}}",
        'undefined',
        'null',
        '[]',
        '""',
        '0',
        '1e400',
        '\u0000',
        `\ufeff${text}`,
        `${text}garbage`,
        `${text}${text}`,
        '{"data":{"attributes":{"name":"\\ud800"}}}',
        '{"data":{"attributes":{"name":"\\u0000"}}}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '['.repeat(200_000),
        `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
        `{"data":"${'x'.repeat(1_100_000)}"}`,
      ),
      fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((end) => text.slice(0, end)),
      fc.string({ unit: 'binary', maxLength: 200 }),
    )
    .map((payload) => json(payload));
}

/** The valid document under content types the API does not take, or mislabelled. */
function wrongContentType(valid: unknown): fc.Arbitrary<HostileBody> {
  const text = toJsonText(valid);
  return fc.oneof(
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        'application/merge-patch+json',
        `${JSON_API}; charset=utf-16`,
        `${JSON_API}; foo=bar`,
        `${JSON_API}; ext="https://example.com/ext"`,
        'APPLICATION/JSON',
        'application/json; charset=latin1',
        'image/png',
        '*/*',
        ';',
      )
      .map((contentType) => json(text, contentType)),
    fc.constant({ payload: text, contentType: undefined }),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ payload: Buffer.from(bytes), contentType: JSON_API })),
  );
}

/** No body at all, with and without a content type that promises one. */
const emptyBody = fc.constantFrom<HostileBody>(
  { payload: undefined, contentType: undefined },
  { payload: undefined, contentType: JSON_API },
  { payload: '', contentType: 'application/json' },
);

/** The body in a line: a 100k string would drown a failure report. */
export function describeBody(body: HostileBody): string {
  const text = body.payload === undefined ? '(no body)' : String(body.payload);
  const shown = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  return `[${body.contentType ?? 'no content type'}] ${JSON.stringify(shown)}`;
}

/** Mostly mutations of the valid document, sometimes as plain JSON; now and then broken, mislabelled or empty bodies. */
export function hostileBody(valid: unknown): fc.Arbitrary<HostileBody> {
  const document = mutatedDocument(valid);
  return fc
    .oneof(
      { weight: 10, arbitrary: document.map((value) => json(toJsonText(value))) },
      { weight: 2, arbitrary: document.map((value) => json(toJsonText(value), 'application/json')) },
      { weight: 2, arbitrary: brokenJson(valid) },
      { weight: 2, arbitrary: wrongContentType(valid) },
      { weight: 1, arbitrary: emptyBody },
    )
    .map(withDescription);
}

/** Lets fast-check report the body in a line too. */
const withDescription = (body: HostileBody): HostileBody =>
  Object.assign(body, { [fc.toStringMethod]: () => describeBody(body) });

/**
 * Where random runs rarely aim, sent first on every run: each string of the valid document in turn with
 * a NUL in the middle and with 100k characters of noise appended, and all its numbers at a million.
 */
export function sweep(valid: unknown): HostileBody[] {
  const numberPaths = numberPathsOf(valid);
  const mutations: Mutation[] = [
    ...stringPathsOf(valid).flatMap((path): Mutation[] => [
      { kind: 'taint', path, taint: (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}` },
      { kind: 'taint', path, taint: (text) => `${text}${noise(path.length, HUGE_LENGTH)}` },
    ]),
    ...(numberPaths.length > 0 ? [{ kind: 'extremes' as const, paths: numberPaths, value: 1_000_000 }] : []),
  ];
  return mutations.map((mutation) => withDescription(json(toJsonText(applyMutation(valid, mutation)))));
}

/** Path segments where an id belongs: malformed numbers, out of range, encoded oddities, or another user's id. */
export function hostileId(otherIds: readonly number[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '-0',
      '1e308',
      '1e400',
      '9'.repeat(400),
      'NaN',
      'Infinity',
      'null',
      'abc',
      '%00',
      '%ud800',
      '%F0%9F%A6%98',
      '1%2F2',
      '..%2F..',
      String(2 ** 53),
      String(2 ** 31),
      '0x10',
      '1.5',
    ),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    ...(otherIds.length > 0 ? [fc.constantFrom(...otherIds.map(String))] : []),
  );
}
