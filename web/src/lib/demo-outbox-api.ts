import { demoApi } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "./api.ts";
import { call } from "./client.ts";

export const DEMO_OUTBOX_KEY = ["demo", "outbox"] as const;

/**
 * GET /api/demo/outbox: the demo's mail, for the superadmin. A production start does not serve it
 * (404): that answer is final for the session, so it is asked for once and never retried.
 */
export function useDemoOutbox(enabled = true) {
  return useQuery({
    queryKey: DEMO_OUTBOX_KEY,
    enabled,
    queryFn: () => call(demoApi.outbox),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** True once the server has shown it runs the demo (its outbox answered). */
export const isDemoAnswer = (query: ReturnType<typeof useDemoOutbox>) => query.isSuccess;
