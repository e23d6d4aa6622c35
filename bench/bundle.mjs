// What a first visit to the home page downloads: the entry script, the chunks index.html preloads,
// the CSS, and the home screen's chunk — gzip sizes, as a slow phone connection feels them.
// Usage: npm run build -w web && node bench/bundle.mjs
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = "web/dist";
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const home = readdirSync(path.join(dist, "assets"))
  .filter((f) => /^home-page-.*\.js$/.test(f))
  .map((f) => `assets/${f}`);
// A chunk's static imports load with it: follow them (`from"./x.js"`, `import"./x.js"`).
const files = new Set();
const visit = (file) => {
  if (files.has(file)) return;
  files.add(file);
  if (!file.endsWith(".js")) return;
  const code = readFileSync(path.join(dist, file), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
};
for (const file of [...referenced, ...home]) visit(file);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  first visit to / (gzip)`);
