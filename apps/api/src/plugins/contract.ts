import { API_ROUTES, type ApiRoute, type RouteContract } from '@sorted/core/contract/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const contracts: Record<string, RouteContract> = API_ROUTES;

/** The contract row of a route of `api` (its url without the API prefix), or a startup error. */
function contractOf(method: string, path: string): RouteContract {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  const contract = contracts[key];
  if (!contract) throw new Error(`The route ${key} has no row in packages/core/src/contract/routes.ts.`);
  return contract;
}

/**
 * Each API route answers as its row of the contract (packages/core/src/contract/routes.ts) says: a route
 * without a row stops the server from starting, and with `check` (the test harness) every 2xx answer
 * is checked against the contract's strict zod schema, so the whole API suite verifies the contract.
 * Must be installed in the API's scope before its routes.
 *
 * Answers are written by JSON.stringify, not by fast-json-stringify from the contract's schemas: on
 * Node 24 that was slower (the invoice list: ~460 µs of CPU a request against ~400; its output is a
 * string of many pieces that must be flattened before it is written, while V8's JSON.stringify writes
 * one flat string fast), and it would drop, not refuse, a property the contract lacks.
 */
export function installContract(api: FastifyInstance, options: { check: boolean }): void {
  const prefix = api.prefix;
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) contractOf(method, route.url.slice(prefix.length));
  });
  if (options.check) installCheck(api, prefix);
}

/** In test runs: what each 2xx answer sent, as the client parses it, must be what the contract says. */
function installCheck(api: FastifyInstance, prefix: string): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const path = request.routeOptions.url?.slice(prefix.length);
    if (status < 200 || status >= 300 || path === undefined) return payload;
    const route = `${request.method} ${path}`;
    const body = contractOf(request.method, path).response[status];
    if (body === undefined) throw contractBreach(`${route} answered ${status}, which its row does not list`);
    if (body === 'binary') return payload;
    const sent = typeof payload === 'string' && payload !== '' ? payload : undefined;
    if (body === 'empty') {
      if (sent !== undefined) throw contractBreach(`${route} answered a body where its contract has none`);
      return payload;
    }
    if (sent === undefined) throw contractBreach(`${route} answered ${status} without its JSON document`);
    const parsed = body.safeParse(JSON.parse(sent));
    if (!parsed.success) {
      throw contractBreach(
        `${request.method} ${request.url} broke its contract: ${z.prettifyError(parsed.error)}`,
      );
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
