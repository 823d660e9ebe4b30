import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema fast-json-stringify writes a contract document with. It writes what the schema names
 * and nothing else, so the schema must let every answer through unchanged:
 * - `const` goes: the serialiser would write the constant whatever the value is.
 * - a union of objects (the `included` of several types) becomes one object with every member's
 *   properties, each written when present: a union would make the serialiser validate each value
 *   against each member (Ajv) to pick one, which is slower than the JSON.stringify it replaces.
 * - validation keywords go: the contract's own test run checks the documents (plugins/contract.ts).
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', reused: 'inline' }) as JsonSchema;
  const { $schema: _ignored, ...rest } = json;
  return simplify(rest);
}

function simplify(schema: JsonSchema): JsonSchema {
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members) return merge(members.map(simplify));
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const' || key === 'enum' || key === 'additionalProperties' || key === 'pattern') continue;
    if (key === 'properties') {
      result.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [
          name,
          simplify(property),
        ]),
      );
    } else if (key === 'items') {
      result.items = simplify(value as JsonSchema);
    } else {
      result[key] = value;
    }
  }
  return result;
}

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat() as string[];

/** One schema that writes any of `members`: the union of their types, properties merged by name. */
function merge(members: JsonSchema[]): JsonSchema {
  const types = [...new Set(members.flatMap(typesOf))];
  if (types.length === 0) throw new Error('A union of members without a type cannot be serialised.');
  const result: JsonSchema = { type: types.length === 1 ? types[0] : types };
  const objects = members.filter((member) => typesOf(member).includes('object'));
  const arrays = members.filter((member) => typesOf(member).includes('array'));
  if (objects.length > 0) {
    const names = [...new Set(objects.flatMap((member) => Object.keys(propertiesOf(member))))];
    result.properties = Object.fromEntries(
      names.map((name) => {
        const candidates = objects.flatMap((member): JsonSchema[] => {
          const property = propertiesOf(member)[name];
          return property ? [property] : [];
        });
        return [name, candidates.length === 1 ? candidates[0] : merge(candidates)];
      }),
    );
    // Required only what every member requires (and only when no member may be null).
    const required = objects
      .map((member) => (member.required ?? []) as string[])
      .reduce((common, names) => common.filter((name) => names.includes(name)));
    if (required.length > 0 && !types.includes('null')) result.required = required;
  }
  if (arrays.length > 0) {
    result.items = merge(arrays.map((member) => member.items as JsonSchema));
  }
  return result;
}

const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
