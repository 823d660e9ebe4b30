import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './http-error.ts';

export interface ListQuery<Sort extends string> {
  page: { number: number; size: number };
  offset: number;
  sort: { column: Sort; direction: 'asc' | 'desc' };
  search: string | undefined;
  include: Set<string>;
}

const listQuerySchema = z.object({
  'page[number]': z.coerce.number().int().min(1).max(1_000_000).default(1),
  'page[size]': z.coerce.number().int().min(1).max(100).default(25),
  sort: z.string().max(50).optional(),
  'filter[search]': z.string().max(100).optional(),
  include: z.string().max(200).default(''),
});

/** Reads `page[number]`, `page[size]` (at most 100), `sort` (`name` or `-name`), `filter[search]` and `include`. */
export function parseListQuery<Sort extends string>(
  request: FastifyRequest,
  sorts: readonly Sort[],
  defaultSort: `${'' | '-'}${Sort}`,
): ListQuery<Sort> {
  const parsed = listQuerySchema.safeParse(request.query);
  if (!parsed.success) {
    const parameter = parsed.error.issues[0]?.path.join('.') ?? 'page';
    throw new HttpError(400, `The ${parameter} parameter is not valid.`);
  }
  const sortText = parsed.data.sort ?? defaultSort;
  const column = sortText.replace(/^-/, '') as Sort;
  if (!sorts.includes(column)) throw new HttpError(400, `Sort by one of: ${sorts.join(', ')}.`);
  const size = parsed.data['page[size]'];
  const number = parsed.data['page[number]'];
  return {
    page: { number, size },
    offset: (number - 1) * size,
    sort: { column, direction: sortText.startsWith('-') ? 'desc' : 'asc' },
    search: parsed.data['filter[search]']?.trim() || undefined,
    include: includesOf(request),
  };
}

/** The `include` parameter as a set of names. */
export function includesOf(request: FastifyRequest): Set<string> {
  const include = (request.query as { include?: unknown }).include;
  return new Set(typeof include === 'string' ? include.split(',').map((name) => name.trim()) : []);
}

/** The id in the path; anything that cannot be a record's id is simply not found. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const value = Number((request.params as Record<string, string | undefined>)[name]);
  if (!isRecordId(value)) throw new HttpError(404, 'The resource could not be found.');
  return value;
}
