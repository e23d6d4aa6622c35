import { isIP } from "node:net";

/**
 * Which proxies are believed about the client's address. Only they may add to X-Forwarded-For, so
 * the address is read from the right: the entry the last trusted proxy wrote. The leftmost entry is
 * whatever the client sent, and a client that chooses its own address walks past every per-address
 * brake (sign-in failures, forgot-password, registrations).
 *
 * - `false` (or `0`): nobody; the socket's address is the client's.
 * - a number of hops (`1` for one load balancer, `2` for a CDN in front of it).
 * - a comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.0/8,192.168.1.5`), or
 *   the names `loopback`, `linklocal`, `uniquelocal`.
 * - `true`: one hop. It used to mean "believe every entry", which let the client choose.
 *
 * A hop count believes whoever connects, so Ganit must be reachable only through its proxies (a
 * firewall, or HOST=127.0.0.1 behind a proxy on the same machine); a list of addresses does not
 * need that. docs/operations.md says so.
 */
export type TrustProxy = false | number | string;

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "0") return { value: false };
  if (value === "true") return { value: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { value: hops } : { problem: "a hop count is at most 10" };
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad !== undefined) {
    return {
      problem: `must be false, a number of proxy hops, or proxy addresses/CIDR ranges${bad ? ` ("${bad}" is none)` : ""}`,
    };
  }
  return { value: entries.join(",") };
}

/**
 * Fastify's `trustProxy` for a value: a list as Fastify reads it, a hop count as "the first n hops
 * from the socket" (Fastify itself believes no hop for a bare number).
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value;
}
