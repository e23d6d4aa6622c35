import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * JSON answers above 1 KiB go brotli- or gzip-compressed to a client that accepts it: a school's whole
 * list of 2,000 students is about 1.1 MB as JSON and about a seventh of that compressed, the
 * difference between seconds and a second on a school office's 2 Mbps line. Brotli at quality 4 costs
 * about as much CPU as gzip and compresses better; 11 would cost ten times as much for a few percent.
 * Only JSON: the web build's files arrive with the .br/.gz copies made at build (plugins/spa.ts), and
 * request bodies are never decompressed (a compressed upload would get round the body limit's intent).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: /^application\/json/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
