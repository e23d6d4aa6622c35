// The floor of the read mix: a bare Fastify serving, from memory, the very answers Ganit gave to the
// mix's calls (a JSON file of url → body, written by bench/scale/request-path.mjs). What separates
// Ganit from this is its work per request: the session check, the SQL, validation, serialisation.
//
//   node bench/scale/bare-server.mjs ANSWERS.json PORT
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.resolve(import.meta.dirname, "../../server/package.json"));
const Fastify = require("fastify");
const [file, port] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8"))));
const app = Fastify({ logger: false });
app.get("/*", async (request, reply) => {
  const body = answers.get(request.url);
  if (body === undefined) return reply.code(404).send({ message: "Not found" });
  return reply.type("application/json").send(body);
});
await app.listen({ port: Number(port), host: "127.0.0.1" });
