// Last build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file in dist, at the
// highest levels (done once, at build time), which the server sends to browsers that accept them
// (@fastify/static's preCompressed). Source maps are skipped: they are never served.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "..", "dist");
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|pdf)$/;
/** A copy that saves less than this is not worth a second file: the original is sent. */
const MIN_SAVING = 0.1;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(DIST)) {
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: file.endsWith(".pdf")
        ? constants.BROTLI_MODE_GENERIC
        : constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
    },
  });
  if (brotli.length > content.length * (1 - MIN_SAVING)) continue;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `compressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
