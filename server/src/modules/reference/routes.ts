import { API, errorResponseSchema, pincodeLookupSchema, pincodeQuerySchema } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { lookupPincode } from "./service.ts";

/** Reference data the public forms ask for: the state and district of a PIN code. */
export function registerReferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.pincode, {
    config: { access: "public" },
    schema: {
      tags: ["reference"],
      summary: "The state and (when known) the district of a PIN code",
      querystring: pincodeQuerySchema,
      response: { 200: pincodeLookupSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: (req) => lookupPincode(req.query.pincode),
  });
}
