import { ROUTES } from "@ganit/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAuth } from "@/lib/auth.tsx";

/** Logout: clear the session keys and cached data, go to /login, then run `after` (closes menus). */
export function useLogout(after?: () => void) {
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
