import { type ContentListItem, contentApi, MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const item = (n: number, coursename: string, classnumber: number, topicname: string, subtopicname: string) =>
  ({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    coursename,
    classnumber,
    topicname,
    subtopicname,
    contentname: `Page ${n}`,
    createdAt: "2025-01-01T00:00:00.000Z",
    usedBy: n === 3 ? [{ courseName: "Vedic Math", classNumber: 6 }] : [],
  }) satisfies ContentListItem;

export const library = (): ContentListItem[] => [
  item(1, "Vedic Math", 5, "Multiplication", "By 11"),
  item(2, "Vedic Math", 5, "Squares", "Ending in 5"),
  item(3, "Vedic Math", 6, "Squares", "Near 100"),
  item(4, "Geo Math", 7, "Triangles", "Angles"),
];

const same = (a: string, b: string | null) => !b || a.toLowerCase() === b.toLowerCase();
const distinct = <T,>(values: T[]) => [...new Set(values)].sort();
/** What the server finds for the words of a search the tests use. */
const SEARCHES: Record<string, (items: ContentListItem[]) => ContentListItem[]> = {
  "nothing-like-this": () => [],
};

/** The server's replies to a save and a delete, as it words them. */
export const REPLIES = {
  saved: { message: MESSAGES.contentSaved, key: "contentSaved", _id: "00000000-0000-4000-8000-000000000100" },
  deleted: { message: MESSAGES.contentDeleted, key: "contentDeleted" },
};

/**
 * /api/content as fixed answers: `items` addressed by the request's course, class, topic and
 * subtopic (the options of each choice are those of the items under the choices above it) and the
 * words of a search the tests use; the server's replies to a save and a delete. `handlers` answer
 * first; a test that shows a delete takes the item out of `items` itself.
 */
export function fakeContentApi(items: ContentListItem[] = library(), ...handlers: ReturnType<typeof on>[]) {
  const under = (call: Call, names: string[]) => {
    const q = call.url.searchParams;
    return items.filter(
      (i) =>
        (!names.includes("course") || same(i.coursename, q.get("course"))) &&
        (!names.includes("class") || !q.get("class") || i.classnumber === Number(q.get("class"))) &&
        (!names.includes("topic") || same(i.topicname, q.get("topic"))) &&
        (!names.includes("subtopic") || same(i.subtopicname, q.get("subtopic"))),
    );
  };
  const { calls } = serveApi(
    ...handlers,
    on(contentApi.list, (call) => {
      const found = (SEARCHES[call.url.searchParams.get("search") ?? ""] ?? ((all) => all))(
        under(call, ["course", "class", "topic", "subtopic"]),
      );
      return { items: found, total: found.length, page: 1, limit: 25 };
    }),
    on(contentApi.options, (call) => ({
      courses: distinct(items.map((i) => i.coursename)),
      classes: distinct(under(call, ["course"]).map((i) => i.classnumber)),
      topics: distinct(under(call, ["course", "class"]).map((i) => i.topicname)),
      subtopics: distinct(under(call, ["course", "class", "topic"]).map((i) => i.subtopicname)),
      contentnames: distinct(under(call, ["course", "class", "topic", "subtopic"]).map((i) => i.contentname)),
    })),
    on(contentApi.create, REPLIES.saved, { status: 201 }),
    on(contentApi.remove, REPLIES.deleted),
  );
  return { items, calls };
}

/** A screen inside the app's providers, signed in as an admin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("admin"), path, screen, url);
