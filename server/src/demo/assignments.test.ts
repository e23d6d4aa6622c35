import { API, apiPath, type PracticeResults } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { students } from "../db/schema.ts";
import { indiaToday } from "../modules/assignments/index.ts";
import { login } from "../test/factories.ts";
import { DEMO_PASSWORD } from "./seed.ts";
import { useSeededDemo } from "./test-demo.ts";

/** The demo teacher's classes have work in every state, and My classes says what is due. */
const env = useSeededDemo();
let token: string;
beforeAll(async () => {
  token = await login(env.app, "teacher@ganit.demo", DEMO_PASSWORD);
});

const get = (url: string) => env.app.inject({ url, headers: { authorization: token } });

describe("demo assignments", () => {
  it("show done, in progress, not started and overdue children, read as for any assignment", async () => {
    const list = await get(`${API.assignments}?limit=50`);
    expect(list.statusCode, list.body).toBe(200);
    const seen = { done: 0, inProgress: 0, notStarted: 0, overdue: 0 };
    for (const assignment of list.json().items as { id: string }[]) {
      const table = await get(apiPath.assignmentChildren(assignment.id));
      expect(table.statusCode, table.body).toBe(200);
      for (const [state, n] of Object.entries(table.json().counts as typeof seen))
        seen[state as keyof typeof seen] += n;
    }
    expect(seen.done, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.inProgress, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.notStarted, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.overdue, JSON.stringify(seen)).toBeGreaterThan(0);
  });

  it("My classes says what is due this week and who is late", async () => {
    const mine = await get(API.myClasses);
    const classes = mine.json().classes as { dueSoon: number; overdue: number }[];
    expect(classes.some((c) => c.dueSoon > 0)).toBe(true);
    expect(classes.some((c) => c.overdue > 0)).toBe(true);
  });

  it("My classes' figures are those of the class's assignment tables, per section", async () => {
    // My classes derives every class's figures in one statement; each assignment's table derives
    // its children one assignment at a time. Both must say the same of every class.
    const today = indiaToday();
    const weekEnd = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const classes = (await get(API.myClasses)).json().classes as {
      courseId: string;
      classNumber: number;
      section: string | null;
      dueSoon: number;
      overdue: number;
    }[];
    expect(classes.length).toBeGreaterThan(0);
    let checked = 0;
    for (const c of classes) {
      const list = await get(`${API.assignments}?limit=50&courseId=${c.courseId}&class=${c.classNumber}`);
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as { id: string; section: string | null; dueOn: string }[];
      expect(list.json().total).toBe(items.length);
      const mine = items.filter((a) => c.section === null || a.section === null || a.section === c.section);
      const late = new Set<string>();
      for (const assignment of mine) {
        for (let page = 1; ; page++) {
          const table = await get(`${apiPath.assignmentChildren(assignment.id)}?limit=100&page=${page}`);
          expect(table.statusCode, table.body).toBe(200);
          const rows = table.json().items as { studentId: string; section: string | null; state: string }[];
          for (const row of rows)
            if (row.state === "overdue" && (c.section === null || row.section === c.section))
              late.add(row.studentId);
          if (page * 100 >= table.json().total) break;
        }
      }
      const soon = mine.filter((a) => a.dueOn >= today && a.dueOn <= weekEnd).length;
      expect({ dueSoon: c.dueSoon, overdue: c.overdue }).toEqual({ dueSoon: soon, overdue: late.size });
      checked += late.size;
    }
    // The demo has overdue work, so the comparison is not of zeros alone.
    expect(checked).toBeGreaterThan(0);
  });

  it("My classes' pupils, levels and flags are those of each class's results screen, per section", async () => {
    // My classes folds every class's levels in one statement; the results screen lists them per
    // class and set. Both must count the same pupils as proficient, needing help and not started.
    const classes = (await get(API.myClasses)).json().classes as {
      courseId: string;
      classNumber: number;
      section: string | null;
      sets: number;
      students: number;
      proficient: number;
      needHelp: number;
      notStarted: number;
    }[];
    const sectionOf = new Map(
      (await env.db.select({ id: students.id, section: students.section }).from(students)).map((row) => [
        row.id,
        row.section,
      ]),
    );
    let counted = 0;
    for (const c of classes) {
      const res = await get(`${API.practiceResults}?courseId=${c.courseId}&class=${c.classNumber}`);
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json() as PracticeResults;
      const pupils = results.students.filter(
        (s) => c.section === null || sectionOf.get(s.studentId) === c.section,
      );
      const flagged = new Set(results.needsHelp.map((row) => row.studentId));
      const sets = results.sets.length;
      const expected = {
        sets,
        students: pupils.length,
        proficient: pupils.filter(
          (s) => sets > 0 && s.sets.every((set) => ["proficient", "mastered"].includes(set.level)),
        ).length,
        needHelp: pupils.filter((s) => flagged.has(s.studentId)).length,
        notStarted: pupils.filter((s) =>
          s.sets.every((set) => set.attempts === 0 && set.level === "notStarted"),
        ).length,
      };
      const { sets: gotSets, students: n, proficient, needHelp, notStarted } = c;
      expect({ sets: gotSets, students: n, proficient, needHelp, notStarted }).toEqual(expected);
      counted += proficient + needHelp + notStarted;
    }
    // The demo's classes have pupils at every level, so the comparison is not of zeros alone.
    expect(counted).toBeGreaterThan(0);
  });
});
