import { MESSAGES, type MessageResponse, messageText, parseMessageRef } from "@ganit/contracts";
import { ApiError } from "@/lib/api.ts";
import i18n, { translateServerMessage } from "@/lib/i18n.ts";
import { NAMESPACE } from "./i18n.ts";

/*
 * The one place this feature turns what the server (or a contracts schema) says into text on screen.
 * When translation by key reaches the web (translateMessage / apiErrorMessage), these three become
 * one-liners over it and the `server` table of ./i18n.ts goes away.
 */

const keyByEnglish = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/** A message reference ("emailTaken", "textTooLong?max=120") or an English server sentence, in the current language. */
export function messageIn(message: string): string {
  const ref = parseMessageRef(message) ? message : keyByEnglish.get(message);
  const parsed = ref ? parseMessageRef(ref) : null;
  const own = parsed ? `${NAMESPACE}:server.${parsed.key}` : null;
  if (parsed && own && i18n.exists(own)) return i18n.t(own, parsed.params);
  return translateServerMessage(ref ? messageText(ref) : message);
}

/** A success toast: the server's message (by its key when it sent one). */
export const successText = (response: MessageResponse): string =>
  messageIn(response.key && parseMessageRef(response.key) ? response.key : response.message);

/** A failure toast: the server's message when it gave one, else the screen's fallback (part 2 §8). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? messageIn(error.message)
    : fallback;
}
