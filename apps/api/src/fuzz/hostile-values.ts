import fc from 'fast-check';

/**
 * A number literal written into the JSON text as it is: JSON carries 1e400 or a 400-digit integer, which
 * JavaScript cannot hold (JSON.parse makes them Infinity), so such values cannot be built as numbers.
 */
export class RawNumber {
  readonly literal: string;
  constructor(literal: string) {
    this.literal = literal;
  }
}

export const HUGE_LENGTH = 100_000;

/** A long string of printable noise from a seed: random enough that PostgreSQL cannot compress it away. */
export function noise(seed: number, length: number): string {
  let state = seed | 1;
  const characters: string[] = [];
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    characters.push(String.fromCharCode(0x21 + ((state >>> 0) % 94)));
  }
  return characters.join('');
}

const awkwardText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Bondi\u0000Bakery',
  '\ud800',
  'lone \udfff surrogate',
  'cut \ud83d',
  '\u202eevil',
  '🦘🇦🇺 e\u0301',
  '\uffff\ufeff',
  '\r\n\t',
  '\\"',
  'null',
  'true',
  '[]',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '1e308',
  '-1e308',
  '9'.repeat(400),
  '0x1F',
  '1,5',
  ' 12.50 ',
  '12.505',
  '2026-02-30',
  '2026-11-01T00:00:00Z',
  '99999-01-01',
  '0000-00-00',
  '__proto__',
  'a@b.c',
  'x@example.com\r\nBcc: everyone@example.com',
);

const hugeText = fc.oneof(
  fc.constant('x'.repeat(HUGE_LENGTH)),
  fc.integer().map((seed) => noise(seed, HUGE_LENGTH)),
  fc.constantFrom('\u0000', '\ud800', '🦘', 'é ').map((unit) => unit.repeat(HUGE_LENGTH / unit.length)),
);

const awkwardNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, 5e-324, 2 ** 53 + 2, 2 ** 63, -1, 0.1, 1.005, 12.505, 1e21, 1e-7),
  fc
    .constantFrom(
      '1e400',
      '-1e400',
      '9'.repeat(400),
      `1${'0'.repeat(320)}`,
      `0.${'0'.repeat(400)}1`,
      '-0',
      '1E308',
    )
    .map((literal) => new RawNumber(literal)),
  fc.double(),
  fc.integer(),
);

/** 1,000 levels of objects or arrays inside each other. */
const deepNesting = fc.constantFrom('object', 'array').map((kind) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < 1000; level += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
});

/** Any JSON value an attacker or a broken client might send where a field's value belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: awkwardText },
  { weight: 3, arbitrary: awkwardNumber },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [{}], [[]]) },
  // An object String() and Number() cannot turn into text or a number: they throw on it.
  { weight: 1, arbitrary: fc.constant({ toString: 1, valueOf: 'x' }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, () => ({}))) },
);

/**
 * Ways to spoil a valid string so that it still looks like one: the rest of the document stays valid,
 * so the string gets past the shape checks to the rules and the database behind them.
 */
export const stringTaint: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.constantFrom(
    (text: string) => `${text}\u0000`,
    (text: string) => `\u0000${text}`,
    (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`,
    (text: string) => `${text}\ud800`,
    (text: string) => `\udfff${text}`,
    (text: string) => `\ufeff${text}\u200b`,
    (text: string) => `  ${text}\t\r\n`,
    (text: string) => `${text}🦘e\u0301`,
    (text: string) => text.toUpperCase(),
    (text: string) => text.repeat(Math.ceil(HUGE_LENGTH / Math.max(1, text.length))),
  ),
  fc.integer().map((seed) => (text: string) => `${text}${noise(seed, HUGE_LENGTH)}`),
  fc.integer({ min: 1, max: 300 }).map((length) => (text: string) => `${text}${'a'.repeat(length)}`),
);

/** Names for fields nobody asked for, including the ones that poison prototypes or mimic server fields. */
export const extraFieldName = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'id',
    'type',
    'data',
    'attributes',
    'relationships',
    'included',
    'user_id',
    'status',
    'total',
    'total_cents',
    'roles',
    'email_verified_at',
    'password_hash',
    'archived_at',
  ),
);
