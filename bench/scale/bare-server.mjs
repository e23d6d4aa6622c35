// The yardstick of the mixed reads: a bare Fastify route answering each path with bytes held in
// memory (what Ganit answered for it), so the gap to Ganit is the session, the SQL and the JSON.
//   node bench/scale/bare-server.mjs BODIES.json PORT
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [file, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file, "utf8"));
const app = Fastify({ logger: false });
app.get("/*", (req, reply) => {
  const body = bodies[req.url];
  if (req.url === "/api/health") return reply.type("application/json").send('{"status":"ok"}');
  if (body === undefined) return reply.code(404).send({ message: "not in the mix" });
  return reply.type("application/json; charset=utf-8").send(body);
});
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(port), host: "127.0.0.1" });
