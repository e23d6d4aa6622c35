import { parentApiPath } from "@ganit/contracts";
import type { TestEnv } from "../../test/harness.ts";
import { type Classroom, classroom } from "../assignments/test-classroom.ts";
import { ok, type Scenario, setUpCall, walksOn } from "./test-walks.ts";

/** The walks of a teacher's notes about a child: written, edited, deleted by the teacher of 6 B. */
export function noteWalks(env: TestEnv): Record<string, Scenario> {
  /** 6 B's teacher writing a note about Asha. */
  const note = (c: Classroom, text: string) => ({
    url: parentApiPath.studentNotes(c.pupils.asha.studentId),
    token: c.tokens.teacherB,
    payload: { text },
  });
  const written = async (c: Classroom) => {
    const res = await setUpCall(env, "note", "POST", note(c, "Asha adds fractions well"), 201);
    return res.json().note.id as string;
  };

  return walksOn(() => classroom(env), {
    "POST /api/notes/students/:id": async (c) =>
      ok("6 B's teacher writes a note about Asha", note(c, "Asha practised every day"), ["note.written"]),
    "PUT /api/notes/:id": async (c) =>
      ok(
        "the teacher edits their note",
        {
          url: parentApiPath.note(await written(c)),
          token: c.tokens.teacherB,
          payload: { text: "Asha practised most days" },
        },
        ["note.updated"],
      ),
    "DELETE /api/notes/:id": async (c) =>
      ok(
        "the teacher deletes their note",
        { url: parentApiPath.note(await written(c)), token: c.tokens.teacherB },
        ["note.deleted"],
      ),
  });
}
