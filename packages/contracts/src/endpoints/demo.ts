import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

export const demoOutbox = endpoint({
  method: "GET",
  path: API.demoOutbox,
  access: ["superadmin"],
  tags: ["demo"],
  summary: "Demo mode only: the latest mail in the outbox with the links in it (absent in production)",
  // Loaded with import(): the header asks this once for every superadmin, and an eager schema would
  // put zod into the first visit of every screen (docs/adr/0231-endpoint-declarations.md).
  schemas: async () => ({ response: (await import("../demo-outbox.ts")).demoOutboxResponseSchema }),
});

/** What only `npm run demo` serves: never in ENDPOINTS, never registered by a production start. */
export const demoApi = { outbox: demoOutbox };
