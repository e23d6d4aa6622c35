import type { PracticeLocale } from "@ganit/contracts/practice/index";
import type { FastifyRequest } from "fastify";

/**
 * The language a child reads generated questions in: the one the web app mirrors into its cookie
 * (web/src/lib/language-cookie.ts), English when absent. Only "en" or "hi" is ever taken from it.
 */
const LANGUAGE_COOKIE = "ganit-lang";

export function practiceLocaleOf(req: Pick<FastifyRequest, "headers">): PracticeLocale {
  const header = req.headers.cookie;
  if (!header || header.length > 8192) return "en";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value === "hi" ? "hi" : "en";
  }
  return "en";
}
