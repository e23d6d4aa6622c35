import { z } from "zod";
import { coercedClassNumberSchema, hasControlCharacters, queryText, requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";

/**
 * Content library (/content, /create, /viewresource/{id}): lesson pages that admins and superadmins
 * author as whole HTML pages. A page may carry its own script; it is only ever shown from its own
 * URL (`apiPath.lessonPage`) under `Content-Security-Policy: sandbox allow-scripts` and in frames
 * with `sandbox="allow-scripts"`, so it runs in an opaque origin (docs/adr/0103-lesson-page-boundary.md).
 */
export const CONTENT_LIST = listDefinition([
  "coursename",
  "classnumber",
  "topicname",
  "subtopicname",
  "contentname",
  "createdAt",
]);

/** The list's filters, by their query-string names (the URL of /content uses the same names). */
export const CONTENT_FILTERS = ["course", "class", "topic", "subtopic"] as const;

/** UTF-8 bytes of a text, as the 1 MB limit of a page body counts them. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A row of the list: everything but the page body. The author (`created_by`, an admin's username,
 * which is their e-mail) stays in the database and the audit trail: the list and a page are public.
 */
const contentFieldsSchema = z.object({
  _id: z.string(),
  coursename: z.string(),
  classnumber: z.number().int(),
  topicname: z.string(),
  subtopicname: z.string(),
  contentname: z.string(),
  createdAt: z.string(),
});

/**
 * A row of the list also says which course classes link the page (a resource `/viewresource/{id}`):
 * such a page cannot be deleted (409 `lessonPageInUse`) until those resources point elsewhere.
 */
export const contentListItemSchema = contentFieldsSchema.extend({
  usedBy: z.array(z.object({ courseName: z.string(), classNumber: z.number().int() })).default([]),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

/** One item with its page body (GET /api/content/getdata/{id}). */
export const contentItemSchema = contentFieldsSchema.extend({ content: z.string() });
export type ContentItem = z.infer<typeof contentItemSchema>;

/** POST /api/content/postdata: every field required, class 1–10, the body at most 1 MB (UTF-8). */
/**
 * A lesson page must keep the reader on it: a `<meta http-equiv="refresh">` would replace it with
 * another page (under Ganit's address when opened directly), and `target="_top"`/`"_parent"` (also
 * `formtarget`, `<base target>`) would move the lesson screen itself. Such a page is refused when it
 * is saved, with a message naming what to remove, rather than silently changed: the author sees why
 * the page would not behave as written. The lesson page's sandbox and the frame policies around it
 * stop the same moves at display time (docs/adr/0211-lesson-pages-reach-no-network.md).
 */
export const META_REFRESH = /\bhttp-equiv\s*=\s*(?:["']\s*)?refresh/i;
export const TARGET_OUTSIDE = /target\s*=\s*(?:["']\s*)?_(?:top|parent)\b/i;
/**
 * Read in one pass, as a body may be a megabyte: each `<meta` tag is cut at its `>` and only the tag
 * is tested (a pattern spanning "<meta … http-equiv" would read the rest of the body again from every
 * `<meta`), and the patterns have no two quantifiers that could share the same spaces.
 */
export function movesTheReader(body: string): boolean {
  if (TARGET_OUTSIDE.test(body)) return true;
  const lower = body.toLowerCase();
  let at = lower.indexOf("<meta");
  while (at !== -1) {
    if (/\w/.test(lower.charAt(at + 5))) {
      at = lower.indexOf("<meta", at + 5); // "<metadata": not a meta tag
      continue;
    }
    const end = lower.indexOf(">", at);
    if (META_REFRESH.test(lower.slice(at, end === -1 ? undefined : end))) return true;
    if (end === -1) return false;
    // A "<meta" inside this tag is tested with it: what it holds is the end of this tag.
    at = lower.indexOf("<meta", end);
  }
  return false;
}

/** The names of a page that the author may type new or pick from the library ('Use Existing'). */
export const CONTENT_NAME_FIELDS = ["coursename", "topicname", "subtopicname", "contentname"] as const;
export type ContentNameField = (typeof CONTENT_NAME_FIELDS)[number];

export const contentInputSchema = z.object({
  coursename: requiredText(LIMITS.contentNameMax),
  classnumber: coercedClassNumberSchema,
  topicname: requiredText(LIMITS.contentNameMax),
  subtopicname: requiredText(LIMITS.contentNameMax),
  contentname: requiredText(LIMITS.contentNameMax),
  content: z
    .string({ error: msg("fieldRequired") })
    // UTF-16 units are never more than UTF-8 bytes: past the byte limit in units is past it in bytes.
    .max(LIMITS.contentBodyMaxBytes, { error: msg("contentTooLarge"), abort: true })
    .refine((body) => body.trim().length > 0, msg("fieldRequired"))
    .refine((body) => utf8Bytes(body) <= LIMITS.contentBodyMaxBytes, msg("contentTooLarge"))
    .refine((body) => !hasControlCharacters(body, true), msg("controlCharacters"))
    .refine((body) => !movesTheReader(body), msg("lessonPageNavigates")),
  /**
   * The names picked with 'Use Existing': each must exist in the library under the choices above it
   * (a topic under its course and class, a subtopic under that topic…), or the save is refused under
   * that field. Typed names are new names and are not checked.
   */
  existing: z.array(z.enum(CONTENT_NAME_FIELDS)).max(CONTENT_NAME_FIELDS.length).optional(),
});
export type ContentInput = z.input<typeof contentInputSchema>;

export const contentQuerySchema = listQuerySchema(CONTENT_LIST, {
  course: queryFilter(queryText(LIMITS.contentNameMax)),
  class: queryFilter(coercedClassNumberSchema),
  topic: queryFilter(queryText(LIMITS.contentNameMax)),
  subtopic: queryFilter(queryText(LIMITS.contentNameMax)),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const contentPageSchema = pagedResultSchema(contentListItemSchema);
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/content/getdata: without list parameters the spec's whole list; with them, one page. */
export const contentListResponseSchema = z.union([contentPageSchema, z.array(contentListItemSchema)]);

/**
 * GET /api/content/options: the values a filter or a 'Use Existing' picker may offer, each narrowed by
 * the choices before it (classes by course; topics by course and class; subtopics by those and the
 * topic; content names by all four), so no choice leads to an empty list.
 */
export const contentOptionsQuerySchema = z.object({
  course: queryFilter(queryText(LIMITS.contentNameMax)),
  class: queryFilter(coercedClassNumberSchema),
  topic: queryFilter(queryText(LIMITS.contentNameMax)),
  subtopic: queryFilter(queryText(LIMITS.contentNameMax)),
});
export type ContentOptionsQuery = z.infer<typeof contentOptionsQuerySchema>;

export const contentOptionsSchema = z.object({
  courses: z.array(z.string()),
  classes: z.array(z.number().int()),
  topics: z.array(z.string()),
  subtopics: z.array(z.string()),
  contentnames: z.array(z.string()),
});
export type ContentOptions = z.infer<typeof contentOptionsSchema>;

/** POST answers 201 with the new item's id, so the author can open it at once. */
export const contentCreatedSchema = z.object({ message: z.string(), key: z.string(), _id: z.string() });
export type ContentCreated = z.infer<typeof contentCreatedSchema>;
