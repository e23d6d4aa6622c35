import { type ContentListItem, MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

const item = (n: number, coursename: string, classnumber: number, topicname: string, subtopicname: string) =>
  ({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    coursename,
    classnumber,
    topicname,
    subtopicname,
    contentname: `Page ${n}`,
    createdAt: "2025-01-01T00:00:00.000Z",
  }) satisfies ContentListItem;

export const library = (): ContentListItem[] => [
  item(1, "Vedic Math", 5, "Multiplication", "By 11"),
  item(2, "Vedic Math", 5, "Squares", "Ending in 5"),
  item(3, "Vedic Math", 6, "Squares", "Near 100"),
  item(4, "Geo Math", 7, "Triangles", "Angles"),
];

const same = (a: string, b: string | null) => !b || a.toLowerCase() === b.toLowerCase();
const distinct = <T,>(values: T[]) => [...new Set(values)].sort();

/** A stand-in for /api/content over fetch: list pages with filters and search, options, create, delete. */
export function fakeContentApi(items: ContentListItem[] = library(), override?: Override) {
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    const q = url.searchParams;
    const filtered = (names: string[]) =>
      items.filter(
        (i) =>
          (!names.includes("course") || same(i.coursename, q.get("course"))) &&
          (!names.includes("class") || !q.get("class") || i.classnumber === Number(q.get("class"))) &&
          (!names.includes("topic") || same(i.topicname, q.get("topic"))) &&
          (!names.includes("subtopic") || same(i.subtopicname, q.get("subtopic"))),
      );
    if (method === "GET" && url.pathname === "/api/content/getdata") {
      const search = (q.get("search") ?? "").toLowerCase();
      const matching = filtered(["course", "class", "topic", "subtopic"]).filter(
        (i) =>
          !search ||
          [i.coursename, String(i.classnumber), i.topicname, i.subtopicname, i.contentname].some((v) =>
            v.toLowerCase().includes(search),
          ),
      );
      return json(200, {
        ...pageOfRows(matching, q),
      });
    }
    if (method === "GET" && url.pathname === "/api/content/options") {
      return json(200, {
        courses: distinct(items.map((i) => i.coursename)),
        classes: distinct(filtered(["course"]).map((i) => i.classnumber)),
        topics: distinct(filtered(["course", "class"]).map((i) => i.topicname)),
        subtopics: distinct(filtered(["course", "class", "topic"]).map((i) => i.subtopicname)),
        contentnames: distinct(filtered(["course", "class", "topic", "subtopic"]).map((i) => i.contentname)),
      });
    }
    if (method === "POST" && url.pathname === "/api/content/postdata") {
      const created = {
        ...body,
        _id: `00000000-0000-4000-8000-${String(items.length + 100).padStart(12, "0")}`,
      };
      items.push({ ...created, createdAt: "2025-01-01T00:00:00.000Z" });
      return json(201, { message: MESSAGES.contentSaved, key: "contentSaved", _id: created._id });
    }
    if (method === "DELETE" && url.pathname.startsWith("/api/content/delete/")) {
      const id = url.pathname.split("/").at(-1);
      const index = items.findIndex((i) => i._id === id);
      if (index < 0) return json(404, { message: MESSAGES.notFound, key: "notFound" });
      items.splice(index, 1);
      return json(200, { message: MESSAGES.contentDeleted, key: "contentDeleted" });
    }
    return json(404, { message: MESSAGES.notFound, key: "notFound" });
  }, override);
  return { items, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as an admin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("admin"), path, screen, url);
