import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { sendLostSessionsToSignIn } from '../features/auth/lost-session.ts';
import { type Guard, RouteGuard } from '../features/auth/route-guard.tsx';
import { lazyWithTimeout } from '../lib/lazy-with-timeout.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import { RouteErrorScreen } from '../ui/route-error-screen.tsx';
import { ScrollManager } from '../ui/scroll-manager.tsx';
import { loadAllTexts } from './i18n.ts';
import { type AppRoute, isRedirectRoute, type Layout, routes, type ScreenRoute } from './routes.ts';

const layouts: Record<Layout, ReturnType<typeof lazyWithTimeout>> = {
  main: lazyWithTimeout(() => import('./layouts/main-layout-route.tsx')),
  auth: lazyWithTimeout(() => import('./layouts/auth-layout-route.tsx')),
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
  // Sign-in screens have their texts in the entry chunk; every other screen brings all the texts.
  const load =
    route.guard === 'guest'
      ? route.lazy
      : () => Promise.all([route.lazy(), loadAllTexts()]).then(([module]) => module);
  const Screen = lazyWithTimeout(load);
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
    return {
      element: (
        <RouteGuard guard={guard}>
          <LayoutComponent />
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

/** The guard of the page at `pathname`, following redirects (`/` → the dashboard → `auth`). */
export function guardOf(pathname: string, table: readonly AppRoute[] = routes, depth = 0): Guard {
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  const matched = table.find((route) => route.name === matches?.at(-1)?.route.id);
  if (!matched) return 'none';
  if (isRedirectRoute(matched)) return depth < 5 ? guardOf(matched.redirect, table, depth + 1) : 'none';
  return matched.guard;
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRouteObjects());
  sendLostSessionsToSignIn((to) => void router.navigate(to));
  return router;
}
