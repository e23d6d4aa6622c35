import {
  LIMITS,
  type MessageKey,
  type MessageParams,
  messageText,
  msg,
  parseMessageRef,
} from "@ganit/contracts";
import { ApiError } from "./api.ts";
import i18n from "./i18n.ts";

/**
 * t() of the "messages" namespace for a key known only at run time. i18next types the `{{values}}`
 * of each key it is given as a literal; here both the key and its values come from a message
 * reference, so the call goes through a signature that says just that. The keys themselves are
 * still checked: MessageKey is the English bundle's key set, and the Hindi bundle is typed by it.
 */
const tMessage = i18n.getFixedT(null, "messages") as unknown as (
  key: MessageKey,
  values: MessageParams,
) => string;

/** A reply of the API that says something: `message` in English, `key` its message reference. */
export type ServerReply = { message: string; key?: string | undefined };

/**
 * A server or form message in the current language. Takes a message reference (`"emailTaken"`,
 * `"textTooLong?max=120"`: what the contracts' schemas fail with and what the API sends as `key`)
 * or a reply `{message, key}`. The reference is translated in the "messages" namespace with LIMITS
 * and its parameters filled in; text that is no reference (zod's own words, a reply without a known
 * key) is shown as it came.
 */
export function translateMessage(message: string | ServerReply | null | undefined): string {
  if (!message) return "";
  const text = typeof message === "string" ? message : message.message;
  const parsed = parseMessageRef(typeof message === "string" ? message : (message.key ?? ""));
  if (!parsed) return text;
  return tMessage(parsed.key, { ...LIMITS, ...parsed.params });
}

/**
 * The reply to show for a failed request: the server's own (English `message` for the spec's colour
 * rule, `key` to translate) when it sent one (the spec: "a server-supplied message is shown when
 * present"), else the screen's fallback text, already translated by the caller.
 */
export function errorReply(error: unknown, fallback: string): ServerReply {
  if (!(error instanceof ApiError && error.key)) return { message: fallback };
  const wait = lockoutWait(error);
  return wait ?? { message: error.message, key: error.key };
}

/**
 * Sign-in held back after too many failures: the server's Retry-After says for how long, and the
 * message says it too ("try again in 15 minutes"), rounded up to whole minutes.
 */
function lockoutWait(error: ApiError): ServerReply | null {
  if (error.key !== "tooManyAttempts" || !error.retryAfterSeconds) return null;
  const minutes = Math.ceil(error.retryAfterSeconds / 60);
  const ref = minutes <= 1 ? "tooManyAttemptsWaitOne" : msg("tooManyAttemptsWait", { minutes });
  return { message: messageText(ref), key: ref };
}

/** The text to show for a failed request, translated: `apiErrorMessage(error, t("login.failed"))`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return translateMessage(errorReply(error, fallback));
}
