import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { JSON_API } from '../plugins/json-api.ts';

/** The response, short enough to read in a failure message. */
export function describeResponse(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.headers['content-type'] ?? ''} ${response.body.slice(0, 600)}`;
}

/**
 * What every answer to bad input must be: never a 5xx; an error is a JSON:API error document whose
 * errors carry the status and a title or detail, and validation errors point at the field.
 */
export function expectJsonApiAnswer(response: LightMyRequestResponse, request: string): void {
  const what = `${request} → ${describeResponse(response)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(String(response.headers['content-type']), what).toContain(JSON_API);
  const document = response.json() as { errors?: unknown };
  expect(Array.isArray(document.errors) && document.errors.length > 0, what).toBe(true);
  for (const error of document.errors as Array<Record<string, unknown>>) {
    expect(error.status, what).toBe(String(response.statusCode));
    expect(typeof error.title === 'string' || typeof error.detail === 'string', what).toBe(true);
    expect(`${error.title ?? ''}${error.detail ?? ''}`, what).not.toMatch(/\n\s+at /);
    if (response.statusCode === 422) {
      expect((error.source as { pointer?: unknown } | undefined)?.pointer, what).toMatch(
        /^\/data\/(attributes|relationships)\//,
      );
    }
  }
}
