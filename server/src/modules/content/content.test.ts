import { API, apiPath, type ContentListItem, LIMITS, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { signedInAs, unique } from "../../test/factories.ts";
import { listReader, useSignedIn, useTestEnv } from "../../test/session.ts";
import { createContentItem } from "./service.ts";

const env = useTestEnv();
const admin = useSignedIn(env, "admin");
const superadmin = useSignedIn(env, "superadmin");

const valid = (overrides: Record<string, unknown> = {}) => ({
  coursename: "Vedic Math",
  classnumber: 5,
  topicname: "Multiplication",
  subtopicname: "By 11",
  contentname: unique("Multiply by 11"),
  content: "<h1>Multiply by 11</h1><p>23 × 11 = 253</p>",
  ...overrides,
});

const post = (payload: unknown, token = admin.token) =>
  env.app.inject({
    method: "POST",
    url: API.contentCreate,
    headers: { authorization: token },
    payload: payload as object,
  });

type Page = { items: ContentListItem[]; total: number; page: number; limit: number };
/** The public list of content, read without a session. */
const page = listReader<Page>(env, API.contentList, null);

describe("POST /api/content/postdata", () => {
  it("saves an item (201, its id, the spec's message) and writes content.created", async () => {
    const input = valid();
    const res = await post(input, superadmin.token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; _id: string }>();
    expect(body.message).toBe(MESSAGES.contentSaved);
    const [row] = await env.db.select().from(contentItems).where(eq(contentItems.id, body._id));
    expect(row).toMatchObject({ ...input, createdBy: superadmin.username });
    const events = await auditRowsOf(env.db, "content.created", body._id);
    expect(events).toHaveLength(1);
    expect(events[0]?.actorUserId).toBe(superadmin.user.id);
  });

  it.each(["coursename", "classnumber", "topicname", "subtopicname", "contentname", "content"])(
    "refuses an item without %s (400 under that field) and writes nothing",
    async (field) => {
      const input: Record<string, unknown> = valid();
      delete input[field];
      const res = await post(input);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
      const rows = await env.db
        .select()
        .from(contentItems)
        .where(eq(contentItems.contentname, String(input.contentname)));
      expect(rows).toHaveLength(0);
    },
  );

  it("refuses blank names, classes outside 1–10, control characters", async () => {
    for (const [payload, field] of [
      [valid({ topicname: "   " }), "topicname"],
      [valid({ classnumber: 0 }), "classnumber"],
      [valid({ classnumber: 11 }), "classnumber"],
      [valid({ classnumber: 2.5 }), "classnumber"],
      [valid({ content: "   " }), "content"],
      [valid({ contentname: "a\u0000b" }), "contentname"],
      // Half a surrogate pair: PostgreSQL's jsonb (the audit event) refuses it, so must we.
      [valid({ coursename: "Vedic \ud800Math" }), "coursename"],
      [valid({ content: "<p>\udc00</p>" }), "content"],
      [valid({ coursename: "x".repeat(LIMITS.contentNameMax + 1) }), "coursename"],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    }
  });

  it("takes a body of exactly 1 MB, refuses one byte more under content, and 413s a request past the route's limit", async () => {
    const atLimit = await post(valid({ content: "a".repeat(LIMITS.contentBodyMaxBytes) }));
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(201);
    // Hindi letters are three bytes each in UTF-8: the limit counts bytes, not characters.
    const hindi = "क".repeat(Math.floor(LIMITS.contentBodyMaxBytes / 3) + 1);
    const over = await post(valid({ content: hindi }));
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fieldKeys: Record<string, string> }>().fieldKeys.content).toBe("contentTooLarge");
    const huge = await post(valid({ content: "a".repeat(LIMITS.contentRequestMaxBytes) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ key: "bodyTooLarge" });
  });

  it("is refused to every other role and without a token", async () => {
    for (const role of ["school", "teacher", "student", "studentb2c"] as const) {
      const { token } = await signedInAs(env.app, env.db, role);
      expect((await post(valid(), token)).statusCode).toBe(403);
    }
    const anonymous = await env.app.inject({ method: "POST", url: API.contentCreate, payload: valid() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/content/getdata", () => {
  // No digit in the course name: the search for "6" below must match the class or the page's name,
  // never a random suffix.
  const course = unique("Geo Math ").replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "x");
  beforeAll(async () => {
    await env.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await createContentItem(
          tx,
          valid({
            coursename: course,
            classnumber: (i % 3) + 4,
            topicname: i % 2 ? "Triangles" : "Circles",
            subtopicname: i % 4 < 2 ? "Angles" : "Area",
            contentname: `Page ${String(i).padStart(2, "0")}`,
            content: `<p>body ${i}</p>`,
          }),
          null,
        );
      }
    });
  });

  it("answers without a token: the whole list, without bodies", async () => {
    const res = await env.app.inject({ method: "GET", url: API.contentList });
    expect(res.statusCode).toBe(200);
    const list = res.json<ContentListItem[]>();
    expect(list.filter((item) => item.coursename === course)).toHaveLength(30);
    expect(res.body).not.toContain("body 1");
    expect(list[0]).not.toHaveProperty("content");
  });

  it("pages, filters by course, class, topic and subtopic (case-insensitive) and sorts on the server", async () => {
    const first = await page(`course=${encodeURIComponent(course.toUpperCase())}&limit=25&sort=contentname`);
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.contentname).toBe("Page 00");
    const second = await page(`course=${encodeURIComponent(course)}&page=2&sort=contentname`);
    expect(second.items.map((i) => i.contentname)).toEqual([
      "Page 25",
      "Page 26",
      "Page 27",
      "Page 28",
      "Page 29",
    ]);
    const narrowed = await page(`course=${encodeURIComponent(course)}&class=4&topic=circles&subtopic=Angles`);
    // i ≡ 0 (mod 3) for class 4, even for Circles, i mod 4 in {0,1} for Angles: 0, 12, 24.
    expect(narrowed.items.map((i) => i.contentname).sort()).toEqual(["Page 00", "Page 12", "Page 24"]);
    const desc = await page(`course=${encodeURIComponent(course)}&sort=contentname&order=desc`);
    expect(desc.items[0]?.contentname).toBe("Page 29");
  });

  it("searches every field, the class number too", async () => {
    const byName = await page(`search=${encodeURIComponent(course.slice(-6))}`);
    expect(byName.total).toBe(30);
    const byTopic = await page(`course=${encodeURIComponent(course)}&search=triang`);
    expect(byTopic.total).toBe(15);
    const byClass = await page(`course=${encodeURIComponent(course)}&search=6`);
    expect(byClass.total).toBeGreaterThan(0);
    expect(byClass.items.every((i) => i.classnumber === 6 || i.contentname.includes("6"))).toBe(true);
    const literal = await page(`search=${encodeURIComponent("%")}&course=${encodeURIComponent(course)}`);
    expect(literal.total).toBe(0);
  });

  it("refuses an unknown sort, a class out of range and a page size it does not offer with 400", async () => {
    await page.refuses(["sort=content", "class=12", "limit=7", "page=0"]);
  });

  it("offers filter values narrowed by the choices before them", async () => {
    const res = await env.app.inject({
      method: "GET",
      url: `${API.contentOptions}?course=${encodeURIComponent(course)}&class=5&topic=Triangles`,
    });
    expect(res.statusCode).toBe(200);
    const options = res.json<{
      courses: string[];
      classes: number[];
      topics: string[];
      subtopics: string[];
      contentnames: string[];
    }>();
    expect(options.courses).toContain(course);
    expect(options.classes).toEqual([4, 5, 6]);
    expect(options.topics).toEqual(["Circles", "Triangles"]);
    expect(options.subtopics).toEqual(["Angles", "Area"]);
    // class 5: i ≡ 1 (mod 3), odd: 1, 7, 13, 19, 25.
    expect(options.contentnames).toEqual(["Page 01", "Page 07", "Page 13", "Page 19", "Page 25"]);
  });
});

describe("GET /api/content/getdata/{id} and DELETE /api/content/delete/{id}", () => {
  it("answers one item with its body to anyone; a malformed id is 400 and an unknown one 404", async () => {
    const created = (await post(valid({ content: "<p>The whole body</p>" }))).json<{ _id: string }>();
    const res = await env.app.inject({ method: "GET", url: apiPath.contentItem(created._id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, content: "<p>The whole body</p>" });
    expect((await env.app.inject({ method: "GET", url: apiPath.contentItem("nope") })).statusCode).toBe(400);
    const unknown = await env.app.inject({ method: "GET", url: apiPath.contentItem(crypto.randomUUID()) });
    expect(unknown.statusCode).toBe(404);
  });

  it("never names the author to anyone: the list and a page are public, and an admin's username is their e-mail", async () => {
    const created = (await post(valid())).json<{ _id: string }>();
    const urls = [
      API.contentList,
      `${API.contentList}?search=${encodeURIComponent("Multiply by 11")}`,
      apiPath.contentItem(created._id),
    ];
    for (const url of urls) {
      const res = await env.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(admin.username);
      expect(res.body, url).not.toContain("createdBy");
    }
  });

  it("deletes for admin and superadmin with content.deleted; a second delete is 404; others are refused", async () => {
    const created = (await post(valid())).json<{ _id: string }>();
    const del = (token?: string) =>
      env.app.inject({
        method: "DELETE",
        url: apiPath.deleteContent(created._id),
        headers: token ? { authorization: token } : {},
      });
    expect((await del()).statusCode).toBe(401);
    const teacher = await signedInAs(env.app, env.db, "teacher");
    expect((await del(teacher.token)).statusCode).toBe(403);
    const res = await del(superadmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.contentDeleted });
    expect(await env.db.select().from(contentItems).where(eq(contentItems.id, created._id))).toHaveLength(0);
    const events = await auditRowsOf(env.db, "content.deleted", created._id);
    expect(events).toHaveLength(1);
    expect((await del(admin.token)).statusCode).toBe(404);
  });
});

describe("createContentItem in a transaction", () => {
  it("leaves neither the item nor its audit event when the transaction rolls back", async () => {
    const name = unique("rolled back");
    await expect(
      env.db.transaction(async (tx) => {
        await createContentItem(tx, valid({ contentname: name }), null);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await env.db.select().from(contentItems).where(eq(contentItems.contentname, name))).toHaveLength(
      0,
    );
  });
});
