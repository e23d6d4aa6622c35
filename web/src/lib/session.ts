import { DASHBOARD_BY_ROLE, ROLES, ROUTES, type Role } from "@ganit/contracts";

/** Session storage keys, named as the product's original client named them (token, userEmail, role, …). */
export const SESSION_KEYS = {
  token: "token",
  userEmail: "userEmail",
  role: "role",
  name: "name",
  coursename: "coursename",
  courseId: "courseId",
} as const;

/**
 * What a chapter test keeps in the tab (its answers so far, a refusal; practice/chapter-test-page.tsx
 * and test-outbox.ts): `ganit-test-<attemptId>` and the like, in session storage.
 */
export const TEST_DRAFTS_PREFIX = "ganit-test-";

/** A pupil's open chapter tests kept on the phone for offline (practice/test-outbox.ts), per account. */
export const keptSittingsKey = (account: string) => `ganit:test-sittings:${account}`;

/**
 * Fired by apiFetch when the server refuses the stored token (401, or 403 for an account or a school
 * on hold); the auth state signs out. A 403's reply rides in `detail` ({message, key}), else null.
 */
export const SESSION_EXPIRED_EVENT = "ganit:session-expired";

export type SessionClaims = { sub: string; role: Role; name: string; exp: number };

// A list check, not the contracts' zod schema: every first visit loads this module, and zod is
// needed only by the screens with forms.
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Reads a JWT's claims without checking its signature (the server does that); null if undecodable. */
export function decodeToken(token: string | null): SessionClaims | null {
  if (!token) return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<SessionClaims>;
    if (!isRole(claims.role) || typeof claims.sub !== "string") return null;
    return {
      sub: claims.sub,
      role: claims.role,
      name: String(claims.name ?? ""),
      exp: Number(claims.exp ?? 0),
    };
  } catch {
    return null;
  }
}

export type GuardDecision =
  | { allow: true }
  | { allow: false; redirectTo: typeof ROUTES.login | typeof ROUTES.forbidden };

/** The route guard: no token or undecodable → /login; wrong role → /forbidden. */
export function guardDecision(token: string | null, allowed: readonly Role[]): GuardDecision {
  if (!token) return { allow: false, redirectTo: ROUTES.login };
  const claims = decodeToken(token);
  if (!claims) return { allow: false, redirectTo: ROUTES.login };
  if (!allowed.includes(claims.role)) return { allow: false, redirectTo: ROUTES.forbidden };
  return { allow: true };
}

/** Where a role lands after signing in (from the contracts' DASHBOARD_BY_ROLE). */
export const dashboardFor = (role: Role) => DASHBOARD_BY_ROLE[role];

export function readSession() {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const claims = decodeToken(token);
  return {
    token,
    claims,
    email: sessionStorage.getItem(SESSION_KEYS.userEmail),
    role: (sessionStorage.getItem(SESSION_KEYS.role) as Role | null) ?? claims?.role ?? null,
    name: sessionStorage.getItem(SESSION_KEYS.name) ?? claims?.name ?? null,
  };
}

export function storeSession(token: string, email: string) {
  const claims = decodeToken(token);
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.userEmail, email);
  if (claims) {
    sessionStorage.setItem(SESSION_KEYS.role, claims.role);
    sessionStorage.setItem(SESSION_KEYS.name, claims.name);
  }
}

/**
 * Sign-out. On a phone a family shares, the next child must not find this child's chapter tests:
 * the tab's test drafts and this account's open tests kept for offline go. A submission still
 * waiting for a connection stays (docs/adr/0716-a-test-submitted-offline-waits-on-the-phone.md): it is sent at this
 * account's next sign-in, and no one else's session ever sends it.
 */
export function clearSession() {
  const account = decodeToken(sessionStorage.getItem(SESSION_KEYS.token))?.sub;
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(TEST_DRAFTS_PREFIX)) sessionStorage.removeItem(key);
    if (account) localStorage.removeItem(keptSittingsKey(account));
  } catch {
    // Storage blocked: nothing was kept in it either.
  }
}
