import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { GuestJoinRoute } from './routes/guest-join';
import { RequireUser } from './routes/require-user';
import { RoomRoute } from './routes/room';

/** The back office is its own app under /admin/ (served by the same server). */
function AdminRedirect() {
  useEffect(() => window.location.assign('/admin/'), []);
  return null;
}

/** A route of the table: a screen given at once, or loaded on the way there. */
interface AppRoute {
  path: string;
  element?: ReactNode;
  lazy?: () => Promise<{ Component?: ComponentType; element?: ReactNode }>;
}

export const routes: AppRoute[] = [
  // The home page loads on the way there: a guest comes by the invite link to /guest (docs/performance.md §5).
  { path: '/', lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }) },
  { path: '/login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
  { path: '/register', lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }) },
  { path: '/guest', element: <GuestJoinRoute variant="guest" /> },
  { path: '/join', element: <GuestJoinRoute variant="join" /> },
  { path: '/admin', element: <AdminRedirect /> },
  // Screens behind sign-in load on the way there. The room comes with the first download: it is
  // where every guest (and every host) is going, and in one file it compresses better than split
  // into the dozen chunks it shares with other screens (docs/performance.md §5).
  {
    path: '/dashboard',
    lazy: async () => {
      const { DashboardRoute } = await import('./routes/dashboard');
      return {
        element: (
          <RequireUser registered>
            <DashboardRoute />
          </RequireUser>
        ),
      };
    },
  },
  { path: '/room/:roomId', element: <RoomRoute /> },
  // A TV paired to a room with a code from its host: no account, only that room's board.
  { path: '/tv', lazy: async () => ({ Component: (await import('./routes/tv')).TvRoute }) },
  {
    path: '/profile',
    lazy: async () => {
      const { ProfileRoute } = await import('./routes/profile');
      return {
        element: (
          <RequireUser registered>
            <ProfileRoute />
          </RequireUser>
        ),
      };
    },
  },
  // What each tier allows: where the room's upgrade hint and limits lead.
  { path: '/plans', lazy: async () => ({ Component: (await import('./routes/plans')).PlansRoute }) },
  { path: '/favorites', lazy: async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute }) },
  // Rarely shown: loaded on the way there.
  { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
];

/** A lazily loaded route as a React.lazy screen: the same module, loaded on the first visit. */
function loadedOnTheWay(route: AppRoute): RouteObject {
  const load = route.lazy;
  if (!load) return route;
  const Screen = lazy(async () => {
    const { Component, element } = await load();
    return { default: () => element ?? (Component ? <Component /> : null) };
  });
  return { path: route.path, element: <Screen /> };
}
const screens = routes.map(loadedOnTheWay);

/**
 * The route table in react-router's declarative mode (inside a BrowserRouter): the app has no
 * loaders or actions, and the data router's machinery is about 16 KB gzip a guest would download
 * for nothing (docs/performance.md §5). Navigations run in a transition, so with the one Suspense boundary
 * above the screens the current screen stays until the next one has loaded, as the data router's
 * route.lazy did. A screen that crashes (or whose file cannot load) shows ErrorBoundary's way on.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{useRoutes(screens)}</Suspense>
    </ErrorBoundary>
  );
}
