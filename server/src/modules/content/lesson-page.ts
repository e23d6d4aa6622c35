/**
 * The headers of a lesson page, the one place a content body is rendered (docs/adr/0103-lesson-page-boundary.md,
 * docs/adr/0211-lesson-pages-reach-no-network.md).
 * `sandbox allow-scripts` gives the document an opaque origin even when it is opened directly in a
 * tab: its script runs, but it cannot read Ganit's storage or cookies, reach into a parent page, call
 * the API as anyone, open a window or move the top page. Nothing it holds may leave the school's
 * device either: no request at all but to Ganit's own origin (`'self'`) and to `data:`/`blob:` (a
 * picture drawn or embedded in the page). A frame inside it, a prefetch, a font or a style sheet from
 * elsewhere are all refused by `default-src 'none'`. Only Ganit's own pages may frame it.
 */
export const LESSON_PAGE_CSP = [
  "sandbox allow-scripts",
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src data:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join("; ");

/** Cache-Control is the API's `no-store` (plugins/security.ts): a deleted page stops being served at once. */
export const LESSON_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": LESSON_PAGE_CSP,
  // Framing is governed by frame-ancestors above; the SPA's X-Frame-Options must not contradict it.
  "x-frame-options": "SAMEORIGIN",
  "x-content-type-options": "nosniff",
  // A DNS look-up is a request too: no prefetching of the names a page mentions.
  "x-dns-prefetch-control": "off",
  // The same URL answers a tab and a frame differently (lessonPageFrame below).
  vary: "Sec-Fetch-Dest",
} as const;

/**
 * Opened in a tab of its own, a lesson page would be the top page, and its script could send the
 * tab anywhere (`location = "https://…?answer=42"`): nothing in a page's own policy stops a top
 * page from navigating. So a tab gets this frame instead, which holds the same page in a sandboxed
 * frame: the frame cannot move the top (no `allow-top-navigation`), and it may navigate itself only
 * to Ganit's own origin (`frame-src 'self'` of this document governs where the frame goes). This
 * document has no script of its own.
 */
export function lessonPageFrame(pagePath: string): string {
  const src = pagePath.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ganit lesson</title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe sandbox="allow-scripts" src="${src}" title="Lesson page"></iframe></body></html>`;
}

export const LESSON_PAGE_FRAME_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "frame-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; "),
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  vary: "Sec-Fetch-Dest",
} as const;

/**
 * Whether a request for a lesson page is a tab opening it (the browser says so in Sec-Fetch-Dest,
 * which every current browser sends and a page cannot forge); a frame, the service worker's fetch or
 * a client without the header gets the page itself.
 */
export const opensAsTab = (secFetchDest: string | string[] | undefined) => secFetchDest === "document";

/** The message the preview host sends its parent once it listens, so the draft is never lost. */
export const PREVIEW_READY_MESSAGE = "ganit-preview-ready";

/**
 * The live preview of /create: a fixed host page served under the lesson CSP. It takes the draft
 * from its parent by postMessage and shows it in a child `srcdoc` frame, which inherits this
 * document's policy, so the draft's inline script runs, as it will on the saved page, in an opaque
 * origin with no network. (An `srcdoc` frame of the app itself would inherit the app's policy,
 * `script-src 'self'`, and show the draft without its script.)
 */
export const PREVIEW_HOST_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe sandbox="allow-scripts" title="Preview"></iframe><script>
const frame = document.querySelector("iframe");
addEventListener("message", (event) => {
  if (event.source === parent && typeof event.data === "string") frame.srcdoc = event.data;
});
parent.postMessage("${PREVIEW_READY_MESSAGE}", "*");
</script></body></html>`;
