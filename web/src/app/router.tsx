import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { screenTextsReady } from "@/lib/i18n.ts";
import { BareLayout, MainLayout } from "./layout/main-layout.tsx";
import { RequireRole } from "./require-role.tsx";
import { RouteError } from "./route-error.tsx";
import { APP_ROUTES, type AppRoute, NOT_FOUND, routeAt } from "./route-table.ts";

// One lazy component per loader, so routes sharing a screen share one chunk.
const lazyScreens = new Map<AppRoute["load"], LazyExoticComponent<ComponentType>>();
// Screens loaded before the router was built (loadFirstScreen): used as they are, not lazily.
const loadedScreens = new Map<AppRoute["load"], ComponentType>();
function screenFor(load: AppRoute["load"]) {
  const loaded = loadedScreens.get(load);
  if (loaded) return loaded;
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    // A Hindi reader's screen waits for its Hindi texts when they load with import().
    Screen = lazy(async () => {
      const screen = await load();
      await screenTextsReady();
      return screen;
    });
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

/**
 * Loads the screen of the page the app opens on, before the first render (main.tsx). A lazy screen
 * would first commit the layout's spinner, and React then holds the screen back for up to 300 ms
 * so that spinners do not flash: on a slow phone that is the wait between the scripts and the
 * screen's first request. The page's HTML has already preloaded the chunk (web/scripts/prerender.mjs),
 * so this costs no round trip. A signed-out visitor to a signed-in screen is sent to the login page:
 * that screen is not loaded for nothing. A failed load is left to the lazy route, which shows it.
 * A screen that exports `prefetch` starts its first requests here, while the app renders.
 */
export async function loadFirstScreen(pathname: string, signedIn: boolean): Promise<void> {
  const route = routeAt(pathname);
  if (route && route.access !== "public" && !signedIn) return;
  const load = route?.load ?? NOT_FOUND;
  try {
    const screen = await load();
    await screenTextsReady();
    loadedScreens.set(load, screen.default);
    screen.prefetch?.();
  } catch {}
}
