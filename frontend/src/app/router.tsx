import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { GuestJoinRoute } from './routes/guest-join';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RegisterRoute } from './routes/register';
import { RequireUser } from './routes/require-user';
import { DashboardRoute } from './routes/dashboard';
import { FavoritesRoute } from './routes/favorites';
import { ProfileRoute } from './routes/profile';
import { RoomRoute } from './routes/room';

/** The back office is its own app under /admin/ (served by the same server). */
function AdminRedirect() {
  useEffect(() => window.location.assign('/admin/'), []);
  return null;
}

export const routes = [
  { path: '/', element: <LandingRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/register', element: <RegisterRoute /> },
  { path: '/guest', element: <GuestJoinRoute variant="guest" /> },
  { path: '/join', element: <GuestJoinRoute variant="join" /> },
  { path: '/admin', element: <AdminRedirect /> },
  {
    path: '/dashboard',
    element: (
      <RequireUser registered>
        <DashboardRoute />
      </RequireUser>
    ),
  },
  { path: '/room/:roomId', element: <RoomRoute /> },
  {
    path: '/profile',
    element: (
      <RequireUser registered>
        <ProfileRoute />
      </RequireUser>
    ),
  },
  { path: '/favorites', element: <FavoritesRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export const createRouter = () => createBrowserRouter(routes);
