import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import {
  createBrowserRouter,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
} from 'react-router';
import { sendLostSessionsToSignIn } from '../features/auth/lost-session.ts';
import { type Guard, RouteGuard } from '../features/auth/route-guard.tsx';
import { lazyWithTimeout, rememberDelivered, type ScreenModule } from '../lib/lazy-with-timeout.ts';
import { BootShell } from '../ui/boot-shell.tsx';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import { RouteErrorScreen } from '../ui/route-error-screen.tsx';
import { ScrollManager } from '../ui/scroll-manager.tsx';
import { loadEverydayTexts } from './i18n.ts';
import { type AppRoute, isRedirectRoute, type Layout, routes, type ScreenRoute } from './routes.ts';

const layoutModules: Record<Layout, () => Promise<ScreenModule>> = {
  main: () => import('./layouts/main-layout-route.tsx'),
  auth: () => import('./layouts/auth-layout-route.tsx'),
  public: () => import('./layouts/public-layout-route.tsx'),
};
const layouts: Record<Layout, ComponentType> = {
  main: lazyWithTimeout(layoutModules.main),
  auth: lazyWithTimeout(layoutModules.auth),
  public: lazyWithTimeout(layoutModules.public),
};

function RootRoute() {
  return (
    <>
      <ScrollManager />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

function screenRoute(route: ScreenRoute): RouteObject {
  // Sign-in screens have their texts in the entry chunk; every other screen brings the everyday texts
  // (a screen of help, the bank or tax time also the texts only those use: routes.ts).
  const load =
    route.guard === 'guest'
      ? route.lazy
      : () => Promise.all([route.lazy(), loadEverydayTexts()]).then(([module]) => module);
  const Screen = lazyWithTimeout(load, { deliveredBy: route.lazy });
  return { id: route.name, path: route.path, element: <Screen />, errorElement: <RouteErrorScreen /> };
}

/**
 * The route objects of the table: one branch per guard and layout (the guard above the layout, so a
 * signed-out visitor of a protected page never downloads the app's frame), each screen lazy and with
 * its own error element inside the layout.
 */
export function buildRouteObjects(table: readonly AppRoute[] = routes): RouteObject[] {
  const branches = new Map<string, { guard: Guard; layout: Layout; children: RouteObject[] }>();
  const redirects: RouteObject[] = [];
  for (const route of table) {
    if (isRedirectRoute(route)) {
      redirects.push({ id: route.name, path: route.path, element: <Navigate to={route.redirect} replace /> });
      continue;
    }
    const key = `${route.guard}:${route.layout}`;
    const branch = branches.get(key) ?? { guard: route.guard, layout: route.layout, children: [] };
    branch.children.push(screenRoute(route));
    branches.set(key, branch);
  }

  const layoutRoutes = [...branches.values()].map(({ guard, layout, children }): RouteObject => {
    const LayoutComponent = layouts[layout];
    // The signed-in frame's outline while the session check and the frame's code are on their way.
    const Pending = layout === 'main' ? BootShell : FullPageLoader;
    return {
      element: (
        <RouteGuard guard={guard} pending={<Pending />}>
          <Suspense fallback={<Pending />}>
            <LayoutComponent />
          </Suspense>
        </RouteGuard>
      ),
      errorElement: <RouteErrorScreen fullPage />,
      children,
    };
  });

  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorScreen fullPage />,
      children: [...redirects, ...layoutRoutes],
    },
  ];
}

// The start asks for the first page's screen twice (its guard, then its code and data): matching the
// whole table is worth doing once.
let lastLookup: { pathname: string; table: readonly AppRoute[]; screen: ScreenRoute | null } | null = null;

/** The screen shown at `pathname`, following redirects (`/` → the dashboard). */
function screenAt(pathname: string, table: readonly AppRoute[]): ScreenRoute | null {
  if (lastLookup?.pathname !== pathname || lastLookup.table !== table) {
    lastLookup = { pathname, table, screen: matchScreen(pathname, table) };
  }
  return lastLookup.screen;
}

function matchScreen(pathname: string, table: readonly AppRoute[], depth = 0): ScreenRoute | null {
  // A path of the table itself is the best match there is; ranking the whole table (which matchRoutes
  // does on every call) was a part of the start's longest task on a phone.
  const matched = table.find((route) => route.path === pathname) ?? rankedMatch(pathname, table);
  if (!matched) return null;
  if (isRedirectRoute(matched)) return depth < 5 ? matchScreen(matched.redirect, table, depth + 1) : null;
  return matched;
}

function rankedMatch(pathname: string, table: readonly AppRoute[]): AppRoute | undefined {
  const id = matchRoutes(
    table.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  )?.at(-1)?.route.id;
  return table.find((route) => route.name === id);
}

/** The guard of the page at `pathname`, following redirects (`/` → the dashboard → `auth`). */
export function guardOf(pathname: string, table: readonly AppRoute[] = routes): Guard {
  return screenAt(pathname, table)?.guard ?? 'none';
}

/** How long the first drawing waits for the first screen's data and session once its code is here. */
export const FIRST_DATA_WAIT_MS = 1000;

/**
 * Resolves when no query of `client` is fetching, and none started in the task after the last ended (a
 * prefetch that asks for one answer once another is in: the BAS year after the businesses).
 */
function noneFetching(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => check());
    const check = () => {
      if (client.isFetching() > 0) return;
      setTimeout(() => {
        if (client.isFetching() > 0) return;
        stop();
        resolve();
      }, 0);
    };
    check();
  });
}

/**
 * Starts downloading the first screen's code, its layout's and (past sign-in) the everyday texts at once,
 * and the data it shows first (its route's `data`, and the frame's), instead of one after the other as
 * React reaches each lazy part: on a phone each of those steps is a round trip. Resolves (never
 * rejects) once the code and texts are here and the data has answered, or FIRST_DATA_WAIT_MS after the
 * code when it has not (`session`: the session check the page waits for too): drawn then, the page is
 * drawn once, whole, instead of part by part as each piece arrives, every part a drawing of its own.
 * The lazy parts draw the modules delivered here at once; a failure is left for them to report.
 */
export function preloadScreen(
  { pathname, search }: { pathname: string; search: string },
  {
    table = routes,
    session = Promise.resolve(),
  }: { table?: readonly AppRoute[]; session?: Promise<void> } = {},
): Promise<void> {
  const screen = screenAt(pathname, table);
  if (!screen) return Promise.resolve();
  const page = {
    params: matchPath(screen.path, pathname)?.params ?? {},
    search: new URLSearchParams(search),
  };
  // The data's request first (the query cache and the screen's data module are small files), then the
  // larger ones: the browser fetches only a few files at a time from one server.
  const frame = screen.layout === 'main' && screen.guard === 'auth';
  const data =
    screen.data || frame
      ? Promise.all([
          import('./query-client.ts'),
          screen.data?.(),
          frame ? import('./layouts/frame-data.ts') : null,
        ]).then(([{ queryClient }, screenData, frameData]) => {
          screenData?.prefetch(queryClient, page);
          frameData?.prefetch(queryClient);
          return noneFetching(queryClient);
        })
      : null;
  const loadLayout = layoutModules[screen.layout];
  const code = Promise.all([
    loadLayout().then((module) => rememberDelivered(loadLayout, module)),
    Promise.all([screen.lazy(), screen.guard === 'guest' ? null : loadEverydayTexts()]).then(([module]) =>
      rememberDelivered(screen.lazy, module),
    ),
  ]);
  const answered = Promise.all([data, session]);
  return code
    .then(() =>
      Promise.race([answered, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRouteObjects());
  sendLostSessionsToSignIn((to) => void router.navigate(to));
  return router;
}
