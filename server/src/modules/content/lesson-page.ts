/**
 * The headers of a lesson page, the one place a content body is rendered
 * (docs/adr/0103-lesson-page-boundary.md). `sandbox allow-scripts` gives the document an opaque origin
 * even when it is opened directly in a tab: its script runs, but it cannot read Ganit's storage or
 * cookies, reach into a parent page, or call the API as anyone. `connect-src 'none'` further keeps it
 * from sending anything anywhere by script; pictures, videos and frames of https sites may load
 * (a lesson may show a diagram or a video). Only Ganit's own pages may frame it.
 */
export const LESSON_PAGE_CSP = [
  "sandbox allow-scripts",
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' data: https:",
  "font-src data:",
  "frame-src https:",
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
} as const;

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
