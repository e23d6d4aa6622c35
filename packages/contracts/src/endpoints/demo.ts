import { demoOutboxResponseSchema } from "../demo-outbox.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

export const demoOutbox = endpoint({
  method: "GET",
  path: API.demoOutbox,
  access: ["superadmin"],
  tags: ["demo"],
  summary: "Demo mode only: the latest mail in the outbox with the links in it (absent in production)",
  schemas: { response: demoOutboxResponseSchema },
});

/** What only `npm run demo` serves: never in ENDPOINTS, never registered by a production start. */
export const demoApi = { outbox: demoOutbox };
