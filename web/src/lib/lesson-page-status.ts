import { apiPath } from "@ganit/contracts";

/**
 * The HTTP status of a lesson page without its body (a HEAD request): the viewer tells a missing
 * page from a present one before framing it, without downloading up to 1 MB twice. 0 when the
 * network failed.
 */
export function lessonPageStatus(resourceId: string): Promise<number> {
  return fetch(apiPath.lessonPage(resourceId), { method: "HEAD" })
    .then((res) => res.status)
    .catch(() => 0);
}
