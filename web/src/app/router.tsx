import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { BareLayout, MainLayout } from "./layout/main-layout.tsx";
import { RequireRole } from "./require-role.tsx";
import { RouteError } from "./route-error.tsx";
import { APP_ROUTES, type AppRoute, NOT_FOUND } from "./route-table.ts";

// One lazy component per loader, so routes sharing a screen (the six dashboards) share one chunk.
const lazyScreens = new Map<AppRoute["load"], LazyExoticComponent<ComponentType>>();
function screenFor(load: AppRoute["load"]) {
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    Screen = lazy(load);
    lazyScreens.set(load, Screen);
  }
  return Screen;
}

function toRouteObject(route: AppRoute): RouteObject {
  const Screen = screenFor(route.load);
  const page = <Screen />;
  return {
    path: route.path,
    element: route.access === "public" ? page : <RequireRole allowed={route.access}>{page}</RequireRole>,
  };
}

/** The route objects built from the route table (exported for tests with a memory router). */
export function buildRoutes(): RouteObject[] {
  const NotFound = screenFor(NOT_FOUND);
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <MainLayout />,
          children: [
            ...APP_ROUTES.filter((route) => (route.layout ?? "main") === "main").map(toRouteObject),
            { path: "*", element: <NotFound /> },
          ],
        },
        {
          element: <BareLayout />,
          children: APP_ROUTES.filter((route) => route.layout === "bare").map(toRouteObject),
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
