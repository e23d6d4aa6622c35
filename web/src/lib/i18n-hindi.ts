/**
 * Every Hindi text the app always needs, in one chunk that only a Hindi reader downloads
 * (loadHindiMessages in i18n.ts): the shared texts and the server and form messages. A feature's own
 * Hindi comes with that feature's chunk.
 */
export { commonHi } from "./i18n-common-hi.ts";
export { messagesHi } from "./i18n-messages.ts";
