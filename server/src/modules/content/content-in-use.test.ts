import { API, apiPath, type CourseInput, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentItems } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { useSignedIn, useTestEnv } from "../../test/session.ts";
import { createCourse } from "../courses/index.ts";

const env = useTestEnv();
const admin = useSignedIn(env, "admin");

const page = (overrides: Record<string, unknown> = {}) => ({
  coursename: "Geometry",
  classnumber: 6,
  topicname: "Angles",
  subtopicname: "Measuring angles",
  contentname: unique("Protractor"),
  content: "<p>Use a protractor</p>",
  ...overrides,
});
const post = (payload: object) =>
  env.app.inject({
    method: "POST",
    url: API.contentCreate,
    headers: { authorization: admin.token },
    payload,
  });
const remove = (id: string) =>
  env.app.inject({
    method: "DELETE",
    url: apiPath.deleteContent(id),
    headers: { authorization: admin.token },
  });

const courseUsing = (name: string, classNumber: number, pageId: string): CourseInput => ({
  name,
  classLevels: [
    {
      classNumber,
      pricePerStudent: 100,
      pricePerSchool: 1000,
      levels: [
        {
          levelNumber: 1,
          levelName: "Angles",
          titles: [
            {
              title: "Measuring",
              resources: [{ type: "Fill in the Blanks", url: `/viewresource/${pageId}` }],
            },
          ],
        },
      ],
    },
  ],
});

describe("deleting a lesson page that courses use", () => {
  it("is refused with 409 naming every course and class that uses it, and the list says where it is used", async () => {
    const used = (await post(page())).json<{ _id: string }>()._id;
    const free = (await post(page())).json<{ _id: string }>()._id;
    const geometry = unique("Geometry ");
    const shapes = unique("Shapes ");
    await createCourse(env.db, courseUsing(geometry, 6, used), null);
    await createCourse(env.db, courseUsing(shapes, 7, used), null);

    const refused = await remove(used);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<{ message: string; key: string }>();
    expect(body.key.startsWith("lessonPageInUse?")).toBe(true);
    expect(body.message).toContain(`${geometry} (class 6)`);
    expect(body.message).toContain(`${shapes} (class 7)`);
    expect(await env.db.select().from(contentItems).where(eq(contentItems.id, used))).toHaveLength(1);

    const list = await env.app.inject({
      method: "GET",
      url: `${API.contentList}?page=1&limit=100&sort=createdAt`,
    });
    const items = list.json<{
      items: { _id: string; usedBy: { courseName: string; classNumber: number }[] }[];
    }>().items;
    expect(items.find((item) => item._id === used)?.usedBy).toEqual(
      [
        { courseName: geometry, classNumber: 6 },
        { courseName: shapes, classNumber: 7 },
      ].sort((a, b) => a.courseName.localeCompare(b.courseName)),
    );
    expect(items.find((item) => item._id === free)?.usedBy).toEqual([]);

    const deleted = await remove(free);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: MESSAGES.contentDeleted });
  });
});

describe("saving a page under existing names", () => {
  it("refuses an existing subtopic that is not under the chosen topic, under that field", async () => {
    const topic = unique("Angles ");
    await post(page({ topicname: topic, subtopicname: "Measuring angles" }));
    await post(page({ topicname: "Symmetry", subtopicname: "Lines of symmetry" }));

    const mixed = await post(
      page({ topicname: topic, subtopicname: "Lines of symmetry", existing: ["topicname", "subtopicname"] }),
    );
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json()).toMatchObject({
      fieldKeys: { subtopicname: expect.stringMatching(/^existingNameNotFound/) },
    });

    const unknownTopic = await post(page({ topicname: "No such topic", existing: ["topicname"] }));
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json().fieldKeys).toHaveProperty("topicname");

    // Names typed new are new: the same pair without 'existing' is a new subtopic under the topic.
    const typed = await post(page({ topicname: topic, subtopicname: "Lines of symmetry" }));
    expect(typed.statusCode, typed.body).toBe(201);
    const picked = await post(
      page({
        topicname: topic.toLowerCase(),
        subtopicname: "measuring ANGLES",
        existing: ["coursename", "topicname", "subtopicname"],
      }),
    );
    expect(picked.statusCode, picked.body).toBe(201);
  });
});

describe("the library's order", () => {
  it("lists a course's classes in order (then topic, subtopic, name), whatever order they were written in", async () => {
    const course = unique("Ordered ");
    for (const [classnumber, topicname] of [
      [7, "B"],
      [5, "Z"],
      [10, "A"],
      [5, "A"],
      [6, "C"],
    ] as const) {
      await post(page({ coursename: course, classnumber, topicname }));
    }
    const res = await env.app.inject({
      method: "GET",
      url: `${API.contentList}?page=1&limit=25&sort=coursename&course=${encodeURIComponent(course)}`,
    });
    const items = res.json<{ items: { classnumber: number; topicname: string }[] }>().items;
    expect(items.map((item) => `${item.classnumber}${item.topicname}`)).toEqual([
      "5A",
      "5Z",
      "6C",
      "7B",
      "10A",
    ]);
  });
});
