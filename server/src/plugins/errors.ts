import { MESSAGES } from "@ganit/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../errors.ts";

/**
 * One error handler for the whole API: every failure answers `{ message }` (validation failures
 * add `fields`), bad input is a 4xx, and no stack trace ever reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        fields[key] ??= issue.message ?? MESSAGES.invalidInput;
      }
      const first = error.validation[0]?.message;
      return reply.status(400).send({ message: first ?? MESSAGES.invalidInput, fields });
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.status(400).send({ message: MESSAGES.malformedJson });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.status(413).send({ message: MESSAGES.bodyTooLarge });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply.status(415).send({ message: "Unsupported content type" });
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ message: MESSAGES.malformedJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
