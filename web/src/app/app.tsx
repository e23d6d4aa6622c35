import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { AppToaster } from "@/components/app-toaster.tsx";
import { ApiError } from "@/lib/api.ts";
import { AuthProvider } from "@/lib/auth.tsx";
import { createAppRouter } from "./router.tsx";
import { SessionEndedNotice } from "./session-ended-notice.tsx";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network trouble might.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

/**
 * Providers (query cache, auth state restored from session storage, toasts) around the router.
 * The browser's router by default; the build's prerender passes a memory router at a given path.
 */
export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => given ?? createAppRouter());
  // Says the app has started: a prerendered page reads before this, but answers clicks only after
  // (the browser tests wait for it; web/scripts/prerender.mjs holds back a form sent before it).
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AppToaster />
        <SessionEndedNotice />
      </AuthProvider>
    </QueryClientProvider>
  );
}
