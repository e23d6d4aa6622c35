// Sign-in cost: argon2id (m=19 MiB, t=2, p=1) per hash, and POST /api/user/login latency and
// throughput against the production server on PGlite, from 4 concurrent clients.
// Usage: npm run build && node bench/login.mjs [requests=200]
import { createRequire } from "node:module";
import { startDemoServer } from "./demo-server.mjs";

const total = Number(process.argv[2] ?? 200);
const require = createRequire(new URL("../server/package.json", import.meta.url));
const { hash, verify } = require("@node-rs/argon2");

const options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
let t = performance.now();
const h = await hash("correct horse battery", options);
for (let i = 0; i < 9; i++) await hash("correct horse battery", options);
const hashMs = (performance.now() - t) / 10;
t = performance.now();
for (let i = 0; i < 10; i++) await verify(h, "correct horse battery");
const verifyMs = (performance.now() - t) / 10;

// The production server without the demo data: the superadmin is the only account.
const { base, stop } = await startDemoServer({
  demo: false,
  env: { SUPERADMIN_PASSWORD: "bench-password-1" },
});
try {
  const latencies = [];
  let next = 0;
  const body = JSON.stringify({ username: "superadmin", password: "bench-password-1" });
  const client = async () => {
    while (next++ < total) {
      const s = performance.now();
      const res = await fetch(`${base}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (!res.ok) throw new Error(`login answered ${res.status}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - s);
    }
  };
  const started = performance.now();
  await Promise.all([client(), client(), client(), client()]);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(0);
  console.log(`argon2id hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms`);
  console.log(
    `login x${latencies.length} (4 clients): ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`,
  );
} finally {
  await stop();
}
