import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routes } from '@/app/router';

// The screens the product loads on the way are imported once here, so each is in the module cache
// and the route table's Suspense boundary resolves in the first moments of a test.
await Promise.all(routes.map((route) => route.lazy?.()));

let current: Location | undefined;

/** Where the memory router is now, for tests that follow a redirect. */
function LocationProbe() {
  const location = useLocation();
  useLayoutEffect(() => {
    current = location;
  }, [location]);
  return null;
}

/**
 * Renders the production route table (`AppRoutes`: its lazily loaded screens, its Suspense
 * boundary and its error boundary) at a path, in a memory router, with the real providers; it
 * answers once the screen has drawn. `router.state.location` is where the app is now.
 */
export async function renderAt(path: string) {
  current = undefined;
  const utils = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  // The boundary's fallback is nothing: the screen is there once the page holds anything at all.
  await waitFor(() => {
    if (!utils.container.hasChildNodes()) throw new Error(`The screen at ${path} is still loading.`);
  });
  const router = {
    get state() {
      if (!current) throw new Error('The router has not rendered yet.');
      return { location: current };
    },
  };
  return { ...utils, router };
}
