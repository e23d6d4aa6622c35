import type { Role } from "@ganit/contracts";

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * A JWT-shaped token for component tests. The browser never checks signatures (the server does),
 * so the signature part is a placeholder; the claims are what the guards read.
 */
export function fakeToken(role: Role | string, name = "Asha Verma") {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({ sub: "user-1", role, name, exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
  return `${header}.${claims}.signature`;
}
