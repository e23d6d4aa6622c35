import type { Role } from "@ganit/contracts";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "@/lib/auth.tsx";
import { guardDecision } from "@/lib/session.ts";

/**
 * The route guard: no token or an undecodable one → /login, a role not
 * in `allowed` → /forbidden, otherwise the page. The page the user wanted rides along in the state
 * so a later login could return there.
 */
export function RequireRole({ allowed, children }: { allowed: readonly Role[]; children: ReactNode }) {
  const { token } = useAuth();
  const location = useLocation();
  const decision = guardDecision(token, allowed);
  if (!decision.allow)
    return <Navigate to={decision.redirectTo} replace state={{ from: location.pathname }} />;
  return children;
}
