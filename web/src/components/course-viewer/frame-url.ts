import { apiPath } from "@ganit/contracts";
import { VIEW_RESOURCE_PATH } from "@ganit/contracts/resource-kinds";

/** The id of a content-library page named by a course resource url (`/viewresource/{id}`), else null. */
export function lessonIdOfResourceUrl(url: string): string | null {
  const path = url.trim();
  return VIEW_RESOURCE_PATH.test(path) ? path.slice(path.lastIndexOf("/") + 1) : null;
}

/**
 * The URL to frame for a resource. A content-library page (`/viewresource/{id}`) is framed as its
 * lesson URL directly: the SPA's own /viewresource route inside an opaque-origin sandbox would have
 * no storage and could not start. An https (or http) resource is framed as it is. Anything else
 * (`javascript:`, `data:`, a relative path of the app) is never framed: null.
 */
export function frameUrlOf(url: string): string | null {
  const lessonId = lessonIdOfResourceUrl(url);
  if (lessonId) return apiPath.lessonPage(lessonId);
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
