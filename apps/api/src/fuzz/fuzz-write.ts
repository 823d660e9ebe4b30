import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { MailKind } from '../db/schema.ts';
import type { Method, TestClient } from '../test/http-client.ts';
import type { TestApp } from '../test/test-app.ts';
import { type DataTable, databaseSnapshot } from './database-snapshot.ts';
import { describeBody, type HostileBody, hostileBody, hostileId, sweep } from './hostile-requests.ts';
import { expectJsonApiAnswer } from './json-api-answer.ts';

/**
 * Random runs per endpoint, after the sweep: enough to vary every kind of mutation, few enough for the
 * suites' minute per database.
 */
export const RUNS = 30;

/** Runs for a DELETE: it takes no body, so only the id varies, and most runs delete and restore a record. */
export const DELETE_RUNS = 15;

/** The fuzz suites' app: rate limits raised, so that a 429 cannot stand in for the answer under test. */
export const FUZZ_ENV = { RATE_LIMIT_SCALE: '1000' };

export interface WriteEndpoint {
  method: Exclude<Method, 'GET'>;
  /**
   * Where to write; for a path with an id, a function of the id segment, the id of the record to write
   * to (asked before every run: `restore` may have made a new one) and records of other users.
   */
  url: string | { path: (id: string) => string; id: () => number; otherIds?: number[] };
  /** A body the endpoint accepts, which the fuzzer mutates; null when it takes none. */
  valid: unknown;
  /** Bodies to send instead of the mutations of `valid` (an upload's are not JSON). */
  bodies?: fc.Arbitrary<HostileBody>;
  /** What a refused write must leave as it was; every data table unless named. */
  tables?: readonly DataTable[];
  /** Mails a refused write may still queue, by design (the owner told of a burst of wrong codes). */
  refusalMails?: readonly MailKind[];
  /** Where a successful write can be read back (a deleted record answers 404 there). */
  readBack?: (response: LightMyRequestResponse, url: string) => string;
  /** After a write that went through: put back what a later run needs (a deleted record). */
  restore?: () => Promise<void>;
}

/**
 * The id segment to use: the record's own (undefined), else a malformed id or another user's; as often
 * as not when the endpoint takes no body, so that the id is what varies.
 */
function idSegments({ url, valid }: WriteEndpoint): fc.Arbitrary<string | undefined> {
  if (typeof url === 'string') return fc.constant(undefined);
  return fc.oneof(
    { weight: valid === null ? 1 : 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileId(url.otherIds) },
  );
}

function urlWith(url: WriteEndpoint['url'], segment: string | undefined): string {
  return typeof url === 'string' ? url : url.path(segment ?? String(url.id()));
}

/**
 * Sends the sweep of the valid body, then `numRuns` random hostile requests, to one endpoint as `client`.
 * Each answer is below 500 and, when an error, a JSON:API error document; a refused write leaves the
 * data tables as they were; a write that went through can be read back.
 */
export async function fuzzWrite(
  context: TestApp,
  client: TestClient,
  endpoint: WriteEndpoint,
  numRuns = RUNS,
): Promise<void> {
  const examples = sweep(endpoint.valid).map((body): [undefined, HostileBody] => [undefined, body]);
  await fc.assert(
    fc.asyncProperty(
      idSegments(endpoint),
      endpoint.bodies ?? hostileBody(endpoint.valid),
      async (segment, body) => {
        const url = urlWith(endpoint.url, segment);
        const request = `${endpoint.method} ${url} ${describeBody(body)}`;
        const before = await databaseSnapshot(context.db, endpoint.tables, endpoint.refusalMails);
        const response = await client.send(endpoint.method, url, body.payload, {
          'content-type': body.contentType,
        });
        // Work that runs after the answer (a reset link's token and mail) counts as the request's writes.
        await context.app.afterResponse.settled();
        expectJsonApiAnswer(response, request);
        if (response.statusCode >= 400) {
          expect(
            await databaseSnapshot(context.db, endpoint.tables, endpoint.refusalMails),
            `${request} changed data`,
          ).toEqual(before);
          return;
        }
        if (endpoint.readBack) {
          const readUrl = endpoint.readBack(response, url);
          const read = await client.get(readUrl);
          expectJsonApiAnswer(read, `GET ${readUrl} after ${request}`);
        }
        await endpoint.restore?.();
      },
    ),
    // fast-check counts the examples among the runs.
    { numRuns: numRuns + examples.length, examples },
  );
}
