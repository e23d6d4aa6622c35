import { MESSAGES, type MessageKey, messageText, parseMessageRef } from "@ganit/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseTrouble } from "../db/trouble.ts";
import { HttpError } from "../errors.ts";

const body = (key: MessageKey) => ({ message: MESSAGES[key], key });

/** Framework errors that are the client's doing, and the message each answers with. */
const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "malformedJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "malformedJson" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "bodyTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "unsupportedMediaType" },
  FST_ERR_BAD_URL: { status: 400, key: "badRequest" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: "urlTooLong" },
};

/**
 * One error handler for the whole API: every failure answers `{ message, key }` (validation failures
 * add `fields` and `fieldKeys`), bad input is a 4xx, and no stack trace ever reaches a client.
 * Fastify's framework errors (a bad URL, a path parameter too long) come here too, through
 * `frameworkErrors` in app.ts. An unexpected error is logged through the logger's error serializer,
 * which leaves out a failed statement's parameters (logging.ts).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.body());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    const fieldKeys: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      if (fields[path] !== undefined) continue;
      const ref = issue.message ?? "invalidInput";
      fields[path] = messageText(ref);
      if (parseMessageRef(ref)) fieldKeys[path] = ref;
    }
    const [firstPath] = Object.keys(fields);
    const first = firstPath === undefined ? undefined : fieldKeys[firstPath];
    return reply.status(400).send({
      message: firstPath === undefined ? MESSAGES.invalidInput : (fields[firstPath] as string),
      key: first ?? "invalidInput",
      fields,
      fieldKeys,
    });
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.status(known.status).send(body(known.key));
  if (error instanceof SyntaxError) return reply.status(400).send(body("malformedJson"));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (a bad URL, a header too large…): a plain sentence, never internals.
    return reply.status(status).send(status === 404 ? body("notFound") : body("badRequest"));
  }
  const trouble = databaseTrouble(error);
  if (trouble) {
    // Expected now and then (a timeout, a restart of PostgreSQL): one line, the code, no stack.
    request.log.warn(
      { code: (error.cause as { code?: string } | undefined)?.code ?? error.code, key: trouble.key },
      "database trouble",
    );
    return reply.status(503).header("Retry-After", String(trouble.retryAfterSeconds)).send(body(trouble.key));
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send(body("serverError"));
}
