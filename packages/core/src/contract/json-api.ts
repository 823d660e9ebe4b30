import { z } from 'zod';

/**
 * The JSON:API shapes every answer of the API is made of. Objects are strict: an attribute the server
 * sends and the contract does not name (or the other way round) fails the API's test run, and the API's
 * serialiser (schemas made from these) would drop it.
 */

/** A resource identifier of a given type: `{ type, id }`. */
export const identifier = <Type extends string>(type: Type) =>
  z.strictObject({ type: z.literal(type), id: z.string() });

/** A to-one relationship; `nullable` when it may point at nothing. */
export const toOne = <Type extends string>(type: Type) => z.strictObject({ data: identifier(type) });
export const toOneOrNone = <Type extends string>(type: Type) =>
  z.strictObject({ data: identifier(type).nullable() });
export const toMany = <Type extends string>(type: Type) =>
  z.strictObject({ data: z.array(identifier(type)) });

/** A resource object; `relationships` is the schema of its relationships member (may be `.optional()`). */
export function resource<
  Type extends string,
  Attributes extends z.ZodType,
  Relationships extends z.ZodType | undefined = undefined,
>(type: Type, attributes: Attributes, relationships?: Relationships) {
  return z.strictObject({
    type: z.literal(type),
    id: z.string(),
    attributes,
    ...(relationships ? { relationships } : {}),
  } as {
    type: z.ZodLiteral<Type>;
    id: z.ZodString;
    attributes: Attributes;
  } & (Relationships extends z.ZodType ? { relationships: Relationships } : Record<never, never>));
}

/** `meta.page` of a list: how many there are in all, and which page of what size this is. */
export const pageMeta = z.strictObject({
  page: z.strictObject({ total: z.number(), number: z.number(), size: z.number() }),
});
export type PageMeta = z.infer<typeof pageMeta>;

const includedOf = (included: readonly z.ZodType[]) =>
  included.length === 0
    ? undefined
    : z.array(
        included.length === 1 ? (included[0] as z.ZodType) : z.union(included as [z.ZodType, z.ZodType]),
      );

/** A document of one resource; `included` only when something is included (never empty). */
export function single<
  Data extends z.ZodType,
  const Included extends readonly z.ZodType[] = [],
  Meta extends z.ZodType | undefined = undefined,
>(data: Data, options: { included?: Included; meta?: Meta } = {}) {
  const included = includedOf(options.included ?? []);
  return z.strictObject({
    data,
    ...(included ? { included: included.optional() } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  } as { data: Data } & IncludedShape<Included> & MetaShape<Meta>);
}

/** A page of a list: `meta.page`, and `included` only when something is included. */
export function list<Data extends z.ZodType, const Included extends readonly z.ZodType[] = []>(
  data: Data,
  options: { included?: Included } = {},
) {
  const included = includedOf(options.included ?? []);
  return z.strictObject({
    data: z.array(data),
    meta: pageMeta,
    ...(included ? { included: included.optional() } : {}),
  } as { data: z.ZodArray<Data>; meta: typeof pageMeta } & IncludedShape<Included>);
}

/** A whole, unpaged collection (a record's history, a quote's revisions). */
export const all = <Data extends z.ZodType>(data: Data) => z.strictObject({ data: z.array(data) });

/** An answer that is only `meta` (sign-in, a mail on its way, …). */
export const metaOnly = <Meta extends z.ZodType>(meta: Meta) => z.strictObject({ meta });

/** `{ meta: { message } }`: what most answers without a resource say. */
export const messageDocument = metaOnly(z.strictObject({ message: z.string() }));
export type MessageDocument = z.infer<typeof messageDocument>;

/** A request document: one resource of `type` with the attributes a schema of ../schemas parses. */
export function requestDocument<Type extends string, Attributes extends z.ZodType>(
  type: Type,
  attributes: Attributes,
) {
  return z.object({
    data: z.object({
      type: z.literal(type),
      id: z.string().optional(),
      attributes,
      relationships: z.record(z.string(), z.object({ data: identifierOfAny.nullable() })).optional(),
    }),
  });
}

const identifierOfAny = z.object({ type: z.string(), id: z.string() });

type IncludedShape<Included extends readonly z.ZodType[]> = Included extends readonly []
  ? Record<never, never>
  : { included: z.ZodOptional<z.ZodArray<Included[number]>> };
type MetaShape<Meta> = Meta extends z.ZodType ? { meta: Meta } : Record<never, never>;

/** What a route answers with a given status: a JSON document's schema, or no JSON at all. */
export type ResponseBody = z.ZodType | 'empty' | 'binary';
