import { parentApiPath, type StudentNote } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { students } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { parentJoined } from "../../test/parents.ts";
import { requester, useTestEnv } from "../../test/session.ts";
import { type Classroom, classroom } from "../assignments/test-classroom.ts";

/**
 * A teacher's notes about a child on the real app and database: a teacher of the child's section
 * writes, edits and deletes their own; another section's or school's teacher gets 404; the office
 * reads them; the child's parent sees the newest five in the child's week, another parent nothing.
 */
const env = useTestEnv();
const call = requester(env);
let c: Classroom;
let asha: string;

async function parentOf(studentId: string) {
  return (await parentJoined(env.app, c.tokens.school, studentId)).token;
}

const write = (token: string, text: string, studentId = asha) =>
  call("POST", parentApiPath.studentNotes(studentId), token, { text });

const auditOf = (action: "note.written" | "note.updated" | "note.deleted") =>
  auditRowsOf(env.db, action, asha);

beforeAll(async () => {
  c = await classroom(env);
  asha = c.pupils.asha.studentId;
});

describe("a teacher's notes about a child", () => {
  it("a teacher of the child's section writes, edits and deletes a note, each audited without its text", async () => {
    const res = await write(
      c.tokens.teacherB,
      "  Asha   explains   fractions well.\r\nShe could practise  more.  ",
    );
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<{ note: StudentNote }>().note;
    expect(note).toMatchObject({
      text: "Asha explains fractions well.\nShe could practise more.",
      mine: true,
    });
    const [written] = await auditOf("note.written");
    expect(written?.detail).toEqual({ noteId: note.id });

    const edited = await call("PUT", parentApiPath.note(note.id), c.tokens.teacherB, {
      text: "Asha is steady.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().note.text).toBe("Asha is steady.");
    expect(await auditOf("note.updated")).toHaveLength(1);

    // The office reads it; it is not the office's to change.
    const office = await call("GET", parentApiPath.studentNotes(asha), c.tokens.school);
    expect(office.statusCode).toBe(200);
    expect(office.json().items).toMatchObject([
      { id: note.id, text: "Asha is steady.", mine: false, removable: true },
    ]);
    expect(
      (await call("PUT", parentApiPath.note(note.id), c.tokens.school, { text: "changed" })).statusCode,
    ).toBe(403);

    const gone = await call("DELETE", parentApiPath.note(note.id), c.tokens.teacherB);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await auditOf("note.deleted")).map((row) => row.detail)).toEqual([{ noteId: note.id }]);
    expect((await call("GET", parentApiPath.studentNotes(asha), c.tokens.teacherB)).json().items).toEqual([]);
  });

  it("another section's, another class's and another school's teachers get 404, and no note is written", async () => {
    const before = (await auditOf("note.written")).length;
    for (const token of [c.tokens.teacherA, c.tokens.teacherFive, c.tokens.otherTeacher]) {
      expect((await write(token, "Not my pupil")).statusCode).toBe(404);
      expect((await call("GET", parentApiPath.studentNotes(asha), token)).statusCode).toBe(404);
    }
    expect(await auditOf("note.written")).toHaveLength(before);
    expect((await call("GET", parentApiPath.studentNotes(asha), c.tokens.otherSchool)).statusCode).toBe(404);
  });

  it("only the note's own teacher may edit or delete it, even another teacher of the same child", async () => {
    const note = (await write(c.tokens.teacherB, "Good work this week")).json<{ note: StudentNote }>().note;
    for (const token of [c.tokens.teacherAll, c.tokens.teacherA, c.tokens.otherTeacher]) {
      expect((await call("PUT", parentApiPath.note(note.id), token, { text: "changed" })).statusCode).toBe(
        404,
      );
      expect((await call("DELETE", parentApiPath.note(note.id), token)).statusCode).toBe(404);
    }
    const seen = await call("GET", parentApiPath.studentNotes(asha), c.tokens.teacherAll);
    expect(seen.json().items).toMatchObject([{ id: note.id, text: "Good work this week", mine: false }]);
    await call("DELETE", parentApiPath.note(note.id), c.tokens.teacherB);
  });

  it("the writer no longer changes a note once the child has left their section: 404", async () => {
    const note = (await write(c.tokens.teacherB, "Steady with fractions")).json<{ note: StudentNote }>().note;
    await env.db.update(students).set({ section: "A" }).where(eq(students.id, asha));
    try {
      expect(
        (await call("PUT", parentApiPath.note(note.id), c.tokens.teacherB, { text: "x" })).statusCode,
      ).toBe(404);
      expect((await call("DELETE", parentApiPath.note(note.id), c.tokens.teacherB)).statusCode).toBe(404);
    } finally {
      await env.db.update(students).set({ section: "B" }).where(eq(students.id, asha));
    }
    expect((await call("DELETE", parentApiPath.note(note.id), c.tokens.teacherB)).statusCode).toBe(200);
  });

  it("the school office takes down any note of its school, audited; another school's office gets 404", async () => {
    const note = (await write(c.tokens.teacherB, "A note to take down")).json<{ note: StudentNote }>().note;
    expect((await call("DELETE", parentApiPath.note(note.id), c.tokens.otherSchool)).statusCode).toBe(404);
    const gone = await call("DELETE", parentApiPath.note(note.id), c.tokens.school);
    expect(gone.statusCode, gone.body).toBe(200);
    const [event] = (await auditOf("note.deleted")).filter(
      (row) => (row.detail as { noteId?: string }).noteId === note.id,
    );
    expect(event).toMatchObject({ actorRole: "school" });
    expect((await call("GET", parentApiPath.studentNotes(asha), c.tokens.school)).json().items).toEqual([]);
  });

  it("refuses an empty note, a long one before normalising, and control characters with a 400", async () => {
    for (const text of ["   ", "x".repeat(501), "a".repeat(5000), "bell\u0007", "zero\u200bwidth"]) {
      const res = await write(c.tokens.teacherB, text);
      expect(res.statusCode, text.slice(0, 20)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await write(c.tokens.teacherB, "y".repeat(500))).statusCode).toBe(201);
  });
});

describe("the parent reads the notes in the child's week", () => {
  it("newest first, at most five, with the teacher's name; another child's parent sees none of them", async () => {
    const parent = await parentOf(asha);
    for (let n = 1; n <= 6; n += 1) {
      expect((await write(c.tokens.teacherB, `Note ${n}`)).statusCode).toBe(201);
    }
    const week = await call("GET", parentApiPath.parentChildWeek(asha), parent);
    expect(week.statusCode, week.body).toBe(200);
    const notes = week.json().notes as { text: string; teacherName: string; at: string }[];
    expect(notes.map((note) => note.text)).toEqual(["Note 6", "Note 5", "Note 4", "Note 3", "Note 2"]);
    expect(notes[0]?.teacherName).toBe("Test Teacher");

    const raviParent = await parentOf(c.pupils.ravi.studentId);
    const ravisWeek = await call("GET", parentApiPath.parentChildWeek(c.pupils.ravi.studentId), raviParent);
    expect(ravisWeek.json().notes).toEqual([]);
    expect((await call("GET", parentApiPath.parentChildWeek(asha), raviParent)).statusCode).toBe(404);
    // A parent has no staff route to the notes.
    expect((await call("GET", parentApiPath.studentNotes(asha), parent)).statusCode).toBe(403);
  });
});
