import { z } from "zod";
import { idActionSchemas, idParamsSchema } from "../common.ts";
import {
  contentCreatedSchema,
  contentInputSchema,
  contentItemSchema,
  contentListResponseSchema,
  contentOptionsQuerySchema,
  contentOptionsSchema,
  contentQuerySchema,
} from "../content.ts";
import { del, type EndpointGroup, get, post } from "../endpoint-group.ts";
import { LIMITS } from "../limits.ts";
import { API } from "../paths.ts";

const tags = ["content library"];
const readers = { access: "public", tags } as const satisfies EndpointGroup;
const staff = { access: ["superadmin", "admin"], tags } as const satisfies EndpointGroup;

export const contentList = get(
  readers,
  API.contentList,
  "Content items without their bodies: the whole list, or a page when any list parameter is given",
  { query: contentQuerySchema, response: contentListResponseSchema },
);

export const contentOptions = get(
  readers,
  API.contentOptions,
  "The values the filters and the 'Use Existing' pickers offer, narrowed by the choices made",
  { query: contentOptionsQuerySchema, response: contentOptionsSchema },
);

export const contentItem = get(
  readers,
  `${API.contentList}/:id`,
  "One content item with its page body (as data; it is rendered only by the lesson page)",
  { params: idParamsSchema, response: contentItemSchema },
  { errors: [404] },
);

/** The only place a body is rendered: its own sandboxed document (apiPath.lessonPage builds its URL). */
export const contentLessonPage = get(
  readers,
  "/api/content/page/:id",
  "A lesson page as its own sandboxed HTML document (CSP sandbox allow-scripts)",
  { params: idParamsSchema, response: z.string() },
  { errors: [404], document: true },
);

export const contentPreview = get(
  readers,
  API.contentPreview,
  "The live preview's host page: shows a draft sent by postMessage, sandboxed like a lesson page",
  { response: z.string() },
  { document: true },
);

// A 1 MB page in JSON may be escaped to about twice its size; the schema holds the body to 1 MB.
export const contentCreate = post(
  staff,
  API.contentCreate,
  "Save a content item (all fields required, class 1–10, body at most 1 MB)",
  { body: contentInputSchema, response: contentCreatedSchema },
  { status: 201, bodyLimit: LIMITS.contentRequestMaxBytes },
);

export const contentRemove = del(
  staff,
  "/api/content/delete/:id",
  "Delete a content item permanently",
  idActionSchemas,
);

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
