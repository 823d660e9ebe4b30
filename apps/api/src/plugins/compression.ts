import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_API } from './json-api.ts';

/**
 * Compresses the API's answers of over a kilobyte (brotli, else gzip), for the web app's requests only:
 * on a phone the first screen's data is a round trip or two shorter (the expense list's first page,
 * 11 KB of JSON, is some 2 KB). Only a request that asks for JSON:API by name is answered compressed:
 * a page's own scripts can send that Accept header, a link from another site cannot, and a cookie
 * carried by such a link (SameSite=Lax allows it) is all that would let another site measure the
 * compressed size of an answer holding what it guessed (BREACH).
 */
export async function installCompression(api: FastifyInstance): Promise<void> {
  api.addHook('onRequest', async (request: FastifyRequest) => {
    if (!asksForJsonApi(request)) request.headers['x-no-compression'] = '1';
  });
  await api.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4: about gzip's cost for most of brotli's gain on JSON; the default 11 is for files
    // compressed once, not answers compressed on each request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

function asksForJsonApi(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes(JSON_API);
}
