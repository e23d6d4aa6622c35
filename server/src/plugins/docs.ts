import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * /api/docs: the OpenAPI description, generated from the same zod schemas the routes validate with.
 * Registered before the access hook, so its pages (which show what the API is, never data) are public.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Ganit API",
        version: "0.1.0",
        description:
          "Send the session token from POST /api/user/login in the Authorization header, bare or as `Bearer <token>`.",
      },
      components: {
        securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Its built-in policy upgrades every request to https, which breaks the page on plain http.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
    uiConfig: { docExpansion: "list", deepLinking: false },
  });
}
