/**
 * The headers of a lesson page, the one place a content body is rendered (docs/decisions.md,
 * "Lesson pages and their boundary"). `sandbox allow-scripts` gives the document an opaque origin
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
