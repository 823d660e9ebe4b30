import { isDeepStrictEqual } from 'node:util';
import { API_ROUTES, type ApiRoute, type RouteContract } from '@sorted/core/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serializerSchema } from '../lib/serializer-schema.ts';

const contracts: Record<string, RouteContract> = API_ROUTES;

/** The contract row of a route of `api` (its url without the API prefix), or a startup error. */
function contractOf(method: string, path: string): RouteContract {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  const contract = contracts[key];
  if (!contract) throw new Error(`The route ${key} has no row in packages/core/src/contract/routes.ts.`);
  return contract;
}

/**
 * Each API route answers as its row of the contract (packages/core/src/contract/routes.ts) says: its
 * JSON documents are written by fast-json-stringify from the contract's schemas (faster than
 * JSON.stringify), and a route without a row stops the server from starting. With `check` (the test
 * harness), every 2xx answer is also checked against the contract's strict zod schema, and what the
 * serialiser wrote against what JSON.stringify would have: the whole API suite verifies the contract.
 * Must be installed in the API's scope before its routes.
 */
export function installContract(api: FastifyInstance, options: { check: boolean }): void {
  const prefix = api.prefix;
  api.addHook('onRoute', (route) => {
    const path = route.url.slice(prefix.length);
    for (const method of [route.method].flat()) {
      const { response } = contractOf(method, path);
      const schemas: Record<string, unknown> = {};
      for (const [status, body] of Object.entries(response)) {
        if (typeof body !== 'string') schemas[status] = serializerSchema(body);
      }
      if (Object.keys(schemas).length > 0) route.schema = { ...route.schema, response: schemas };
    }
  });
  if (options.check) installCheck(api, prefix);
}

const written = new WeakMap<FastifyRequest, string>();

function installCheck(api: FastifyInstance, prefix: string): void {
  const expected = (request: FastifyRequest, reply: FastifyReply) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) return undefined;
    const path = request.routeOptions.url?.slice(prefix.length);
    if (path === undefined) return undefined;
    const body = contractOf(request.method, path).response[status];
    if (body === undefined) {
      throw contractBreach(
        `${request.method} ${path} answered ${status}, which its contract row does not list`,
      );
    }
    return body;
  };

  api.addHook('preSerialization', async (request, reply, payload) => {
    const body = expected(request, reply);
    if (body === undefined || body === 'binary' || body === 'stream') return payload;
    if (body === 'empty') throw contractBreach(`${request.url} answered a body where its contract has none`);
    const parsed = body.safeParse(payload);
    if (!parsed.success) {
      throw contractBreach(
        `${request.method} ${request.url} broke its contract: ${z.prettifyError(parsed.error)}`,
      );
    }
    written.set(request, JSON.stringify(payload));
    return payload;
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const body = expected(request, reply);
    if (body === 'empty' && payload !== undefined && payload !== null && payload !== '') {
      throw contractBreach(`${request.url} answered a body where its contract has none`);
    }
    const plain = written.get(request);
    if (plain === undefined || typeof payload !== 'string') return payload;
    written.delete(request);
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) {
      throw contractBreach(`${request.method} ${request.url}: the serialiser wrote ${payload}, not ${plain}`);
    }
    return payload;
  });
}

function contractBreach(message: string): Error {
  // The answer is a generic 500; the test run's output says what broke.
  console.error(`[contract] ${message}`);
  return new Error(message);
}

type BodyOf<Body> = Body extends z.ZodType ? z.output<Body> : Body extends 'empty' ? undefined : unknown;

/**
 * A route's answers by status, from its contract row: `api.get<{ Reply: ContractReply<'GET /customers'> }>`
 * makes a handler that answers anything else a compile error.
 */
export type ContractReply<Route extends ApiRoute> = {
  -readonly [Status in keyof (typeof API_ROUTES)[Route]['response']]: BodyOf<
    (typeof API_ROUTES)[Route]['response'][Status]
  >;
};
