import { referenceApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import { lookupPincode } from "./service.ts";

/** Reference data the public forms ask for: the state and district of a PIN code. */
export function registerReferenceRoutes(app: FastifyInstance) {
  serve(app, referenceApi.pincode, ({ query }) => lookupPincode(query.pincode));
}
