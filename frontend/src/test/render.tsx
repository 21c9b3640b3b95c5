import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/**
 * The route table with its lazily loaded screens already loaded, so a screen renders at once
 * (the product loads them on the way, see router.tsx; the same modules either way).
 */
const loadedRoutes: RouteObject[] = await Promise.all(
  routes.map(async (route: RouteObject) => {
    if (typeof route.lazy !== 'function') return route;
    const { lazy, ...rest } = route;
    return { ...rest, ...(await lazy()) } as RouteObject;
  }),
);

/** Renders the real route table at a path, with the real providers. */
export function renderAt(path: string) {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router };
}
