import { findChapter } from "@ganit/contracts/curriculum/index";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditEvents, contentItems, courseTitles, practiceSets, syllabusItems } from "../../db/schema.ts";
import { openTestDatabase, type TestDatabase } from "../../test/harness.ts";
import { readTrees, updateCourse } from "../courses/index.ts";
import { loadSet, putSet } from "../practice/index.ts";
import { loadSyllabus } from "./load.ts";
import { describeLoad } from "./report.ts";
import { FIXTURE_CHAPTERS, FIXTURE_SKILLS, fixtureSyllabus, generatedSkill } from "./test-fixture.ts";

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
});
afterAll(() => testDb?.close());

const treeOf = async (courseId: string) => (await readTrees(db, [courseId])).get(courseId) ?? [];
const record = async (kind: string, key: string) =>
  (
    await db
      .select()
      .from(syllabusItems)
      .where(and(eq(syllabusItems.kind, kind), eq(syllabusItems.key, key)))
  )[0];

describe("loading the syllabus", () => {
  let courseId: string;

  it("writes the Mathematics course: the book's chapters as levels, skills as titles with their sets, a lesson page per chapter", async () => {
    const report = await loadSyllabus(db, { data: fixtureSyllabus() });
    expect(report.kept).toEqual([]);
    expect(report.courseId).toBeTruthy();
    courseId = report.courseId ?? "";
    const [klass] = await treeOf(courseId);
    expect(klass?.classNumber).toBe(3);
    // Every chapter of the book, in order, even those without skills yet.
    expect(klass?.levels.length).toBe(14);
    const [first, second] = klass?.levels ?? [];
    expect(first?.levelName).toBe(findChapter(FIXTURE_CHAPTERS.first)?.chapter.title.en.text);
    expect(first?.titles.map((title) => title.title)).toEqual([
      "Adding on",
      "Add two 2-digit numbers",
      "Count on to add",
    ]);
    expect(first?.titles[1]?.titleHi).toBe("दो अंकों की दो संख्याएँ जोड़ो");
    const secondTitle = findChapter(FIXTURE_CHAPTERS.second)?.chapter.title.en.text;
    expect(second?.titles.map((title) => title.title)).toEqual([secondTitle, "Read the clock"]);
    expect(klass?.levels[2]?.titles).toEqual([]);

    // The generated skill: its three steps as the set's generators, 3 + 3 + 4 questions, easy → hard.
    const addResource = first?.titles[1]?.resources[0];
    expect(addResource?.type).toBe("practice");
    const set = await loadSet(db, addResource?._id ?? "");
    expect(set?.generators).toEqual([
      { generator: "addSubtract", count: 3, min: 10, max: 40 },
      { generator: "addSubtract", count: 3, min: 10, max: 70 },
      { generator: "addSubtract", count: 4, min: 10, max: 99 },
    ]);
    // The hand-written skill: its questions as items, with their Hindi.
    const countOn = await loadSet(db, first?.titles[2]?.resources[0]?._id ?? "");
    expect(countOn?.items).toHaveLength(15);
    expect(countOn?.items[0]).toMatchObject({ id: "s-01", kind: "numeric", answer: "5" });
    expect(countOn?.items[0]?.hi?.prompt).toBe("2 + 3 कितना है?");

    // The lesson page: a whole document from the lesson data, English and Hindi, its figure inline.
    const lessonUrl = first?.titles[0]?.resources[0]?.url ?? "";
    expect(first?.titles[0]?.resources[0]?.type).toBe("Examples");
    const pageId = lessonUrl.replace("/viewresource/", "");
    const [page] = await db.select().from(contentItems).where(eq(contentItems.id, pageId));
    expect(page?.coursename).toBe("Mathematics");
    expect(page?.content).toContain('<section lang="hi">');
    expect(page?.content).toContain("<svg");
    expect(page?.content).toContain("दहाई: 2 + 1 = 3");
    expect(page?.content).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    // The chapter with skills but no lesson still has a page (its overview) for its practice.
    expect(second?.titles[1]?.resources[0]?.url).toMatch(/^\/viewresource\//);

    expect(await record("set", `${FIXTURE_CHAPTERS.first}/fx-c3-add-2-digit`)).toMatchObject({
      refId: addResource?._id,
    });
    const [loaded] = await db.select().from(auditEvents).where(eq(auditEvents.action, "syllabus.loaded"));
    expect(loaded?.targetId).toBe(courseId);
  });

  it("loads again without changing anything (same ids, nothing created or updated)", async () => {
    const before = await treeOf(courseId);
    const sets = await db.select().from(practiceSets);
    const report = await loadSyllabus(db, { data: fixtureSyllabus() });
    expect(report).toMatchObject({ courseId, created: 0, updated: 0, kept: [] });
    expect(report.unchanged).toBeGreaterThan(0);
    expect(await treeOf(courseId)).toEqual(before);
    expect((await db.select().from(practiceSets)).map((set) => set.updatedAt)).toEqual(
      sets.map((set) => set.updatedAt),
    );
  });

  it("keeps and reports what an admin changed, updates what is still Ganit's, adds a new skill, deletes nothing", async () => {
    const tree = await treeOf(courseId);
    const klass = tree[0];
    if (!klass) throw new Error("class 3");
    // The admin renames a skill's title, edits the clock skill's set, and adds a level of their own.
    const first = klass.levels[0];
    const renamed = first?.titles[1];
    if (!first || !renamed) throw new Error("tree");
    renamed.title = "Adding 2-digit numbers (our way)";
    const clockResource = klass.levels[1]?.titles[1]?.resources[0]?._id ?? "";
    await putSet(
      db,
      clockResource,
      { mode: "quiz", generators: [{ generator: "clock", count: 5, min: 1, max: 3 }] },
      null,
      {},
    );
    const adminLevel = {
      levelNumber: klass.levels.length + 1,
      levelName: "Revision before the exam",
      titles: [
        { title: "Mixed revision", resources: [{ type: "video" as const, url: "https://example.org/rev" }] },
      ],
    };
    await updateCourse(
      db,
      courseId,
      {
        name: "Mathematics",
        nameHi: "गणित",
        classLevels: [{ ...klass, levels: [...klass.levels, adminLevel] }],
      },
      null,
    );

    // The next version: the count-on skill renamed, the clock skill's steps changed, a new skill.
    const next = FIXTURE_SKILLS.map((skill) =>
      skill.id === "fx-c3-count-on"
        ? { ...skill, name: { en: "Count on to add small numbers", hi: "आगे गिनकर छोटी संख्याएँ जोड़ो" } }
        : skill.id === "fx-c3-add-2-digit"
          ? { ...skill, name: { en: "Add 2-digit numbers", hi: "दो अंकों की संख्याएँ जोड़ो" } }
          : skill,
    );
    next.push(
      generatedSkill(
        "fx-c3-subtract",
        FIXTURE_CHAPTERS.first,
        { en: "Take away", hi: "घटाओ" },
        "addSubtract",
        [
          [10, 30],
          [10, 60],
          [10, 99],
        ],
      ),
    );
    const report = await loadSyllabus(db, { data: fixtureSyllabus(next) });
    expect(report.kept).toEqual(
      expect.arrayContaining([
        { kind: "title", key: `${FIXTURE_CHAPTERS.first}/fx-c3-add-2-digit`, reason: "changedByAdmin" },
        { kind: "set", key: `${FIXTURE_CHAPTERS.second}/fx-c3-clock`, reason: "changedByAdmin" },
      ]),
    );
    expect(report.kept).toHaveLength(2);
    // What the command prints: the counts, then each item kept and why.
    expect(describeLoad(report).slice(1)).toEqual([
      `  kept: title ${FIXTURE_CHAPTERS.first}/fx-c3-add-2-digit (changed by an admin)`,
      `  kept: practice set ${FIXTURE_CHAPTERS.second}/fx-c3-clock (changed by an admin)`,
    ]);
    expect(report.created).toBeGreaterThanOrEqual(2); // the new title and its set

    const after = (await treeOf(courseId))[0];
    const titles = after?.levels[0]?.titles.map((title) => title.title);
    // The admin's title kept, the untouched one updated, the new skill in after its neighbour.
    expect(titles).toEqual([
      "Adding on",
      "Adding 2-digit numbers (our way)",
      "Count on to add small numbers",
      "Take away",
    ]);
    // The ids stay: the renamed title is the same row.
    expect(after?.levels[0]?.titles[2]?._id).toBe(first.titles[2]?._id);
    // The admin's level is still there, at the end.
    expect(after?.levels.at(-1)?.levelName).toBe("Revision before the exam");
    expect(after?.levels.length).toBe(15);
    // The admin's set is as the admin left it.
    expect((await loadSet(db, clockResource))?.mode).toBe("quiz");
    const newResource = after?.levels[0]?.titles[3]?.resources[0]?._id ?? "";
    expect((await loadSet(db, newResource))?.generators[0]).toMatchObject({
      generator: "addSubtract",
      min: 10,
      max: 30,
    });

    // A third load: the kept items stay kept and reported, nothing else changes.
    const again = await loadSyllabus(db, { data: fixtureSyllabus(next) });
    expect(again).toMatchObject({ created: 0, updated: 0 });
    expect(again.kept).toHaveLength(2);
    const [stillRenamed] = await db.select().from(courseTitles).where(eq(courseTitles.id, renamed._id));
    expect(stillRenamed?.title).toBe("Adding 2-digit numbers (our way)");
  });
});
