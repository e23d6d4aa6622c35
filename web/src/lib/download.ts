import { MESSAGES } from "@ganit/contracts";
import { ApiError } from "./api.ts";
import { SESSION_KEYS } from "./session.ts";

/**
 * A file the API makes (an .xlsx), saved by the browser under `filename`: the same token as every
 * call, and an ApiError with the server's message when it refuses. Apart from api.ts, so the app's
 * first visit does not carry it.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: token } : {} });
  } catch {
    throw new ApiError(0, { message: MESSAGES.networkError, key: "networkError" });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: unknown; key?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof data?.message === "string"
        ? { message: data.message, ...(typeof data.key === "string" ? { key: data.key } : {}) }
        : { message: response.statusText },
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
