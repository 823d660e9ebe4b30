// How the production server's Node runs (npm start, and the bench, which measures what npm start runs).
// V8 sizes its young generation for the machine's memory: 64 MB of semi-spaces, committed under load,
// most of the 250–300 MB RSS a server with ~50 MB of live objects showed after the list load test.
// 16 MB holds a request's garbage as well at the price of more frequent, equally short scavenges, and
// keeps the server under DESIGN.md's 200 MB (bench/README table).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * The environment the server runs with. glibc gives each thread that allocates (libuv's pool, V8's
 * helpers) an arena of its own, up to 8 per core; two hold the server's native memory with 10–25 MB less
 * RSS after the bench's loads and no measurable cost. A value already set wins.
 */
export function serverEnvironment<Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { MALLOC_ARENA_MAX: string } {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
