import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server declares, as registered: filled while the app is built, read-only after. */
    readonly routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as Fastify registers it, so that checks over every route (the authorisation matrix,
 * CSRF) read the server's own table instead of a list that someone has to remember to update. Must be
 * installed before any route. HEAD is left out: Fastify adds it to every GET and answers it like the GET.
 * The web build's files are routes too (one per file); the SPA's history fallback is the not-found
 * handler, not a route.
 */
export function installRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}
