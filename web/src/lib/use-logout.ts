import { API, ROUTES } from "@ganit/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";

/** Forget the session here: clear the session keys and cached data, go to /login, then run `after`. */
export function useForgetSession(after?: () => void) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    signOut();
    queryClient.clear();
    after?.();
    void navigate(ROUTES.login, { replace: true });
  };
}

/**
 * Logout: the server ends the session (the token stops working, wherever it was copied), and this
 * browser forgets it at once without waiting, so a lost connection never keeps anyone signed in here.
 */
export function useLogout(after?: () => void) {
  const forget = useForgetSession(after);
  return () => {
    // apiFetch reads the stored token before it awaits anything: before `forget` clears it.
    void apiFetch(API.logout, { method: "POST" }).catch(() => undefined);
    forget();
  };
}
