import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { GuestJoinRoute } from './routes/guest-join';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RequireUser } from './routes/require-user';

/** The back office is its own app under /admin/ (served by the same server). */
function AdminRedirect() {
  useEffect(() => window.location.assign('/admin/'), []);
  return null;
}

export const routes = [
  { path: '/', element: <LandingRoute /> },
  { path: '/login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
  { path: '/register', lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }) },
  { path: '/guest', element: <GuestJoinRoute variant="guest" /> },
  { path: '/join', element: <GuestJoinRoute variant="join" /> },
  { path: '/admin', element: <AdminRedirect /> },
  // Screens behind sign-in load on the way there: a guest on the way to a room downloads only the room.
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
  { path: '/room/:roomId', lazy: async () => ({ Component: (await import('./routes/room')).RoomRoute }) },
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
  { path: '/favorites', lazy: async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute }) },
  { path: '*', element: <NotFoundRoute /> },
];

export const createRouter = () => createBrowserRouter(routes);
