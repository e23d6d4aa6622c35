import { apiPath, CONTENT_FILTERS, contentApi, MESSAGES, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import {
  LESSON_PAGE_FRAME_HEADERS,
  LESSON_PAGE_HEADERS,
  lessonPageFrame,
  opensAsTab,
  PREVIEW_HOST_HTML,
} from "./lesson-page.ts";
import type { ContentService } from "./service.ts";

/** Content library (`contentApi`). The list and single pages are public; writing is staff only. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  serve(app, contentApi.list, ({ req, query }) =>
    content.list(wantsPage(rawQuery(req.url), CONTENT_FILTERS) ? query : null),
  );
  serve(app, contentApi.options, ({ query }) => content.options(query));
  serve(app, contentApi.item, ({ params }) => content.get(params.id));
  serve(app, contentApi.lessonPage, async ({ params, req, reply }) => {
    const body = await content.body(params.id);
    // A browser opening the page as a tab gets a holder document that frames it, so the page
    // cannot move the tab elsewhere (lesson-page.ts).
    if (opensAsTab(req.headers["sec-fetch-dest"])) {
      return reply.headers(LESSON_PAGE_FRAME_HEADERS).send(lessonPageFrame(apiPath.lessonPage(params.id)));
    }
    // These replace the SPA's headers that helmet set on the request: this document is not the app.
    return reply.headers(LESSON_PAGE_HEADERS).send(body);
  });
  serve(app, contentApi.preview, ({ reply }) => reply.headers(LESSON_PAGE_HEADERS).send(PREVIEW_HOST_HTML));
  serve(app, contentApi.create, async ({ user, body, meta }) => {
    const { id } = await content.create(user, body, meta);
    return { message: MESSAGES.contentSaved, key: "contentSaved", _id: id };
  });
  serve(app, contentApi.remove, async ({ user, params, meta }) => {
    await content.remove(user, params.id, meta);
    return { message: MESSAGES.contentDeleted, key: "contentDeleted" };
  });
}
