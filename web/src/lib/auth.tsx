import type { Role } from "@ganit/contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { clearSession, decodeToken, readSession, SESSION_EXPIRED_EVENT, storeSession } from "./session.ts";

/** The signed-in user as the browser knows it (from the token and session storage). */
export type SessionUser = { name: string; email: string; role: Role };

export type AuthState = {
  /** The stored token (guards decide on it), or null when signed out. */
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Stores the session keys and marks the user signed in; returns the user, or null if the token is undecodable. */
  signIn: (token: string, email: string) => SessionUser | null;
  /** Clears every session key and marks the user signed out (navigation is the caller's job). */
  signOut: () => void;
};

const AuthContext = createContext<AuthState | null>(null);

function stateFromStorage(): Pick<AuthState, "token" | "user"> {
  const session = readSession();
  if (!session.token || !session.claims) return { token: session.token, user: null };
  return {
    token: session.token,
    user: {
      name: session.name ?? session.claims.name,
      email: session.email ?? "",
      role: session.claims.role,
    },
  };
}

/** Restores the signed-in state from session storage on start and keeps it in React state. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(stateFromStorage);

  const signIn = useCallback((token: string, email: string) => {
    const claims = decodeToken(token);
    if (!claims) return null;
    storeSession(token, email);
    const user: SessionUser = { name: claims.name, email, role: claims.role };
    setState({ token, user });
    return user;
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setState({ token: null, user: null });
  }, []);

  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, signOut);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, signOut);
  }, [signOut]);

  const value = useMemo<AuthState>(
    () => ({ ...state, isAuthenticated: state.user !== null, signIn, signOut }),
    [state, signIn, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
