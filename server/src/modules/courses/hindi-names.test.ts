import { randomUUID } from "node:crypto";
import { API, apiPath, type Course, type CourseInput, LIMITS, type PublicCourse } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { contentItems } from "../../db/schema.ts";
import { unique } from "../../test/factories.ts";
import { useSignedIn, useTestEnv } from "../../test/session.ts";

/**
 * A course, its levels and its titles may carry a Hindi name beside the English one; a resource
 * that links a lesson page of the library is answered with that page's name.
 */
const env = useTestEnv();
const admin = useSignedIn(env, "admin");

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { authorization: admin.token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const document = (names: { nameHi?: unknown; levelNameHi?: unknown; titleHi?: unknown }, url: string) =>
  ({
    name: unique("Vedic Math"),
    ...(names.nameHi === undefined ? {} : { nameHi: names.nameHi }),
    classLevels: [
      {
        classNumber: 5,
        pricePerStudent: 100,
        pricePerSchool: 1000,
        levels: [
          {
            levelNumber: 1,
            levelName: "Fast multiplication",
            ...(names.levelNameHi === undefined ? {} : { levelNameHi: names.levelNameHi }),
            titles: [
              {
                title: "Multiplying by 11",
                ...(names.titleHi === undefined ? {} : { titleHi: names.titleHi }),
                resources: [
                  { type: "practice", url },
                  { type: "Geogebra", url: "https://www.geogebra.org/geometry" },
                ],
              },
            ],
          },
        ],
      },
    ],
  }) as CourseInput;

async function lessonPage(contentname: string) {
  const id = randomUUID();
  await env.db.insert(contentItems).values({
    id,
    coursename: "Vedic Math",
    classnumber: 5,
    topicname: "Fast multiplication",
    subtopicname: "Multiplying by 11",
    contentname,
    content: "<p>11 × 23 = 253</p>",
  });
  return `/viewresource/${id}`;
}

/** Adds the course as the admin (201, or the test fails) and reads it back as stored. */
async function addAndRead(input: CourseInput) {
  const added = await call("POST", API.addCourse, input);
  expect(added.statusCode, added.body).toBe(201);
  const id = added.json<{ _id: string }>()._id;
  return { id, course: (await call("GET", apiPath.course(id))).json<Course>() };
}

describe("Hindi names of a course, its levels and titles", () => {
  it("are kept, answered beside the English ones, and changed or emptied by an edit", async () => {
    const url = await lessonPage("Multiply by 11 in one line");
    const { id, course } = await addAndRead(
      document({ nameHi: " वैदिक  गणित ", levelNameHi: "तेज़ गुणा", titleHi: "11 से गुणा" }, url),
    );
    expect(course.nameHi).toBe("वैदिक गणित");
    const level = course.classLevels[0]?.levels[0];
    expect(level?.levelNameHi).toBe("तेज़ गुणा");
    expect(level?.titles[0]?.titleHi).toBe("11 से गुणा");

    const listed = (await call("GET", API.publicCourses)).json<PublicCourse[]>();
    expect(listed.find((c) => c._id === id)?.nameHi).toBe("वैदिक गणित");

    const edited = await call("PUT", apiPath.course(id), {
      ...course,
      nameHi: "",
      classLevels: course.classLevels.map((klass) => ({
        ...klass,
        levels: klass.levels.map((lv) => ({ ...lv, levelNameHi: "तेज़ गुणा की विधि", titleHi: undefined })),
      })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await call("GET", apiPath.course(id))).json<Course>();
    expect(after.nameHi).toBeNull();
    expect(after.classLevels[0]?.levels[0]?.levelNameHi).toBe("तेज़ गुणा की विधि");
  });

  it("are optional, and refused under their field when too long", async () => {
    const url = await lessonPage("Any page");
    const { course } = await addAndRead(document({}, url));
    expect(course.nameHi).toBeNull();
    expect(course.classLevels[0]?.levels[0]?.levelNameHi).toBeNull();

    const long = "ग".repeat(LIMITS.courseTextMax + 1);
    const refused = await call("POST", API.addCourse, document({ levelNameHi: long }, url));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("classLevels.0.levels.0.levelNameHi");
    const wrongType = await call("POST", API.addCourse, document({ nameHi: 42 }, url));
    expect(wrongType.statusCode).toBe(400);
  });
});

describe("a resource's name", () => {
  it("is its lesson page's name from the library; another site's page has none", async () => {
    const url = await lessonPage("Multiply by 11 in one line");
    const { course } = await addAndRead(
      document({}, url.toUpperCase().replace("/VIEWRESOURCE/", "/viewresource/")),
    );
    const [practice, geogebra] = course.classLevels[0]?.levels[0]?.titles[0]?.resources ?? [];
    expect(practice?.name).toBe("Multiply by 11 in one line");
    expect(geogebra && "name" in geogebra).toBe(false);
  });
});
