import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { GuestJoinRoute } from './routes/guest-join';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RegisterRoute } from './routes/register';
import { ComingScreen, RequireUser } from './routes/require-user';

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
      <RequireUser>
        <ComingScreen title="Your Rooms" text="The host dashboard is being built: create rooms, share codes and QR links, lock and delete them." />
      </RequireUser>
    ),
  },
  { path: '/room/:roomId', element: <ComingScreen title="Room" text="The room screen is being built: the player, the shared queue and the people in the room." /> },
  {
    path: '/profile',
    element: (
      <RequireUser>
        <ComingScreen title="Profile" text="Profile editing is being built." />
      </RequireUser>
    ),
  },
  {
    path: '/favorites',
    element: (
      <RequireUser>
        <ComingScreen title="My Favorites" text="Favorites are being built." />
      </RequireUser>
    ),
  },
  { path: '*', element: <NotFoundRoute /> },
];

export const createRouter = () => createBrowserRouter(routes);
