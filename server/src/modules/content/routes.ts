import {
  API,
  apiPath,
  CONTENT_FILTERS,
  contentCreatedSchema,
  contentInputSchema,
  contentItemSchema,
  contentListResponseSchema,
  contentOptionsQuerySchema,
  contentOptionsSchema,
  contentQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  LIMITS,
  MESSAGES,
  messageResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import {
  LESSON_PAGE_FRAME_HEADERS,
  LESSON_PAGE_HEADERS,
  lessonPageFrame,
  opensAsTab,
  PREVIEW_HOST_HTML,
} from "./lesson-page.ts";
import type { ContentService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const staff = { access: ["superadmin", "admin"] as const };
const open = { access: "public" as const };

/** Content library (`/api/content`). The list and single pages are public; writing is staff only. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["content library"];

  r.get(API.contentList, {
    config: open,
    schema: {
      tags,
      summary:
        "Content items without their bodies: the whole list, or a page when any list parameter is given",
      querystring: contentQuerySchema,
      response: { 200: contentListResponseSchema, 400: errorResponseSchema },
    },
    handler: (req) => content.list(wantsPage(rawQuery(req.url), CONTENT_FILTERS) ? req.query : null),
  });

  r.get(API.contentOptions, {
    config: open,
    schema: {
      tags,
      summary: "The values the filters and the 'Use Existing' pickers offer, narrowed by the choices made",
      querystring: contentOptionsQuerySchema,
      response: { 200: contentOptionsSchema, 400: errorResponseSchema },
    },
    handler: (req) => content.options(req.query),
  });

  r.get(`${API.contentList}/:id`, {
    config: open,
    schema: {
      tags,
      summary: "One content item with its page body (as data; it is rendered only by the lesson page)",
      params: idParamsSchema,
      response: { 200: contentItemSchema, ...errors },
    },
    handler: (req) => content.get(req.params.id),
  });

  r.get(apiPath.lessonPage(":id").replace("%3A", ":"), {
    config: open,
    schema: {
      tags,
      summary: "A lesson page as its own sandboxed HTML document (CSP sandbox allow-scripts)",
      params: idParamsSchema,
      response: { 200: z.string(), ...errors },
    },
    handler: async (req, reply) => {
      const body = await content.body(req.params.id);
      if (opensAsTab(req.headers["sec-fetch-dest"])) {
        return reply
          .headers(LESSON_PAGE_FRAME_HEADERS)
          .send(lessonPageFrame(apiPath.lessonPage(req.params.id)));
      }
      // These replace the SPA's headers that helmet set on the request: this document is not the app.
      return reply.headers(LESSON_PAGE_HEADERS).send(body);
    },
  });

  r.get(API.contentPreview, {
    config: open,
    schema: {
      tags,
      summary:
        "The live preview's host page: shows a draft sent by postMessage, sandboxed like a lesson page",
      response: { 200: z.string() },
    },
    handler: async (_req, reply) => reply.headers(LESSON_PAGE_HEADERS).send(PREVIEW_HOST_HTML),
  });

  r.post(API.contentCreate, {
    config: staff,
    // A 1 MB page in JSON may be escaped to about twice its size; the schema holds the body to 1 MB.
    bodyLimit: LIMITS.contentRequestMaxBytes,
    schema: {
      tags,
      summary: "Save a content item (all fields required, class 1–10, body at most 1 MB)",
      body: contentInputSchema,
      response: { 201: contentCreatedSchema, ...errors },
    },
    handler: async (req, reply) => {
      const { id } = await content.create(signedIn(req), req.body, { ip: req.ip });
      return reply.status(201).send({ message: MESSAGES.contentSaved, key: "contentSaved", _id: id });
    },
  });

  r.delete(`${apiPath.deleteContent(":id").replace("%3A", ":")}`, {
    config: staff,
    schema: {
      tags,
      summary: "Delete a content item permanently",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (req) => {
      await content.remove(signedIn(req), req.params.id, { ip: req.ip });
      return { message: MESSAGES.contentDeleted, key: "contentDeleted" };
    },
  });
}
