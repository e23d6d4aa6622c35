import { z } from "zod";
import { idParamsSchema, messageResponseSchema } from "../common.ts";
import {
  contentCreatedSchema,
  contentInputSchema,
  contentItemSchema,
  contentListResponseSchema,
  contentOptionsQuerySchema,
  contentOptionsSchema,
  contentQuerySchema,
} from "../content.ts";
import { endpoint } from "../endpoint.ts";
import { LIMITS } from "../limits.ts";
import { API } from "../paths.ts";

const tags = ["content library"];
const staff = ["superadmin", "admin"] as const;

export const contentList = endpoint({
  method: "GET",
  path: API.contentList,
  access: "public",
  tags,
  summary: "Content items without their bodies: the whole list, or a page when any list parameter is given",
  schemas: { query: contentQuerySchema, response: contentListResponseSchema },
});

export const contentOptions = endpoint({
  method: "GET",
  path: API.contentOptions,
  access: "public",
  tags,
  summary: "The values the filters and the 'Use Existing' pickers offer, narrowed by the choices made",
  schemas: { query: contentOptionsQuerySchema, response: contentOptionsSchema },
});

export const contentItem = endpoint({
  method: "GET",
  path: `${API.contentList}/:id`,
  access: "public",
  tags,
  summary: "One content item with its page body (as data; it is rendered only by the lesson page)",
  errors: [404],
  schemas: { params: idParamsSchema, response: contentItemSchema },
});

/** The only place a body is rendered: its own sandboxed document (apiPath.lessonPage builds its URL). */
export const contentLessonPage = endpoint({
  method: "GET",
  path: "/api/content/page/:id",
  access: "public",
  tags,
  summary: "A lesson page as its own sandboxed HTML document (CSP sandbox allow-scripts)",
  errors: [404],
  document: true,
  schemas: { params: idParamsSchema, response: z.string() },
});

export const contentPreview = endpoint({
  method: "GET",
  path: API.contentPreview,
  access: "public",
  tags,
  summary: "The live preview's host page: shows a draft sent by postMessage, sandboxed like a lesson page",
  document: true,
  schemas: { response: z.string() },
});

export const contentCreate = endpoint({
  method: "POST",
  path: API.contentCreate,
  access: staff,
  tags,
  summary: "Save a content item (all fields required, class 1–10, body at most 1 MB)",
  status: 201,
  // A 1 MB page in JSON may be escaped to about twice its size; the schema holds the body to 1 MB.
  bodyLimit: LIMITS.contentRequestMaxBytes,
  schemas: { body: contentInputSchema, response: contentCreatedSchema },
});

export const contentRemove = endpoint({
  method: "DELETE",
  path: "/api/content/delete/:id",
  access: staff,
  tags,
  summary: "Delete a content item permanently",
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

/** Content library (`/api/content`). The list and single pages are public; writing is staff only. */
export const contentApi = {
  list: contentList,
  options: contentOptions,
  item: contentItem,
  lessonPage: contentLessonPage,
  preview: contentPreview,
  create: contentCreate,
  remove: contentRemove,
};
